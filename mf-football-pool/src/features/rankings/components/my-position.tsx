import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { currentWeekStart } from '../../../lib/pool-weeks';
import { usePredictionsSettled } from '../../../hooks/use-predictions-settled';
import { useMyRanking } from '../api/get-my-ranking';
import { rankingsMessages } from './rankings-messages';

/** FP-05: a logged-in fan's place in this week's ranking (my-ranking), with a link to the rankings. */
export function MyPosition() {
  const intl = useIntl();
  const { data, mutate } = useMyRanking({ filter: 'week', value: currentWeekStart() });
  usePredictionsSettled(() => void mutate());
  if (data === undefined) return null;
  return (
    <p className="fp-my-position">
      {data
        ? intl.formatMessage(rankingsMessages.summary, { rank: data.rank, points: data.points })
        : intl.formatMessage(rankingsMessages.unranked)}{' '}
      <Link to="/football-pool/rankings?ranking=this_week">{intl.formatMessage(rankingsMessages.allRankings)}</Link>
    </p>
  );
}
