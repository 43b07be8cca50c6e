import { RemoteIntlProvider, type SlotProps } from '@tribune/shared';
import { loadMatchPredictionMessages } from '../i18n/load-messages';
import { MatchPredictionWidget } from '../features/predictions/components/match-prediction-widget';
import '../styles/prediction-options.css';
import '../styles/match-prediction.css';

/**
 * Fills the slot `article.match-prediction` (FP-06; the slot registry in @tribune/shared). On article
 * pages: it brings only the widget, its styles and its own messages (src/i18n/bundles.json).
 */
export default function MatchPredictionSlot({ fixtureId }: SlotProps['article.match-prediction']) {
  return (
    <RemoteIntlProvider loadMessages={loadMatchPredictionMessages}>
      <MatchPredictionWidget fixtureId={fixtureId} />
    </RemoteIntlProvider>
  );
}
