import { RemoteIntlProvider, type SlotProps } from '@tribune/shared';
import { loadMatchPickMessages } from '../i18n/load-messages';
import { MatchPick } from '../features/predictions/components/match-pick';
import '../styles/match-pick.css';

/**
 * Fills the slot `match.pick` (CLB-04; the slot registry in @tribune/shared) on match cards and match
 * pages: it brings only the pick, its styles and its own messages (src/i18n/bundles.json).
 */
export default function MatchPickSlot({ fixtureId, kickOff }: SlotProps['match.pick']) {
  return (
    <RemoteIntlProvider loadMessages={loadMatchPickMessages}>
      <MatchPick fixtureId={fixtureId} kickOff={kickOff} />
    </RemoteIntlProvider>
  );
}
