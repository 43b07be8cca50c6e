import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '@tribune/shared';
import { RankingBoard } from '../features/rankings/components/ranking-board';
import { RankingFilters } from '../features/rankings/components/ranking-filters';
import { rankingsMessages } from '../features/rankings/components/rankings-messages';
import { useRankingSearch } from '../features/rankings/hooks/use-ranking-search';
import { HistoryOfWeek } from './history-of-week';

/**
 * FP-04/FP-05: /football-pool/rankings. The board is in the query (spec 000 §2: `total=1`,
 * `month_start`, `week_start`, `ranking`, and `page`); `h_week_start` is the week of the fan's own
 * predictions under it.
 */
export function RankingsPage() {
  const intl = useIntl();
  const titleId = useId();
  const { selection, page, setFilter, setWeek, setMonth, setPage } = useRankingSearch();
  return (
    <section className="fp-page" aria-labelledby={titleId}>
      <PageHead
        title={intl.formatMessage(rankingsMessages.title)}
        description={intl.formatMessage(rankingsMessages.intro)}
        path="/football-pool/rankings"
      />
      <h1 id={titleId} className="fp-page__title">
        {intl.formatMessage(rankingsMessages.title)}
      </h1>
      <p className="fp-page__intro">{intl.formatMessage(rankingsMessages.intro)}</p>
      <RankingFilters selection={selection} onFilter={setFilter} onWeek={setWeek} onMonth={setMonth} />
      <RankingBoard
        selection={selection}
        page={page}
        caption={intl.formatMessage(rankingsMessages.caption)}
        onPageChange={setPage}
      />
      <HistoryOfWeek />
    </section>
  );
}
