import { createMessagesLoader, RemoteIntlProvider } from '@tribune/shared';
import { HomeClub } from '../app/home-club/home-club';
import { ScoreStrip } from '../features/score-strip/components/score-strip';
import '../styles/matchcenter.css';

/**
 * The score strip's messages only (src/i18n/bundles.json, written by scripts/i18n.mjs): it is on every
 * home page, above the fold, and the whole remote's catalogue is ~4 kB gzip more.
 */
const loadScoreStripMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-score-strip-en" */ '../i18n/compiled/score-strip.en.json'),
  nl: () => import(/* webpackChunkName: "messages-score-strip-nl" */ '../i18n/compiled/score-strip.nl.json'),
});

/**
 * Fills the slot `home.score-strip` (see the slot registry in @tribune/shared): the fan's club first
 * when they chose one (CLB-02, nothing otherwise), then the scores (MD-02). One expose for both, so the
 * home page's cold JavaScript does not pay for a second entry and the chunks two would split.
 */
export default function MatchcenterScoreStrip() {
  return (
    <>
      <HomeClub />
      <RemoteIntlProvider loadMessages={loadScoreStripMessages}>
        <ScoreStrip />
      </RemoteIntlProvider>
    </>
  );
}
