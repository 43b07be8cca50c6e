import { useIntl } from 'react-intl';
import { Button, isApiError, LoadError, Pagination, Spinner } from '@tribune/shared';
import { usePredictionsSettled } from '../../../hooks/use-predictions-settled';
import { useListRanking } from '../api/list-ranking';
import type { RankingSelection } from '../api/ranking-row-schema';
import { RankingTable } from './ranking-table';
import { rankingsMessages } from './rankings-messages';

interface RankingBoardProps {
  selection: RankingSelection;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** A mini-league's id: only its members. */
  league?: number | null;
  caption: string;
}

/**
 * FP-04: one board, 50 rows a page with the kit's pagination (the previous page and up to 4 from the
 * current), the fan's own position even when it is on another page. Refetched when a game is scored
 * and after a reconnect (FP-08), without a reload.
 */
export function RankingBoard({ selection, page, onPageChange, league = null, caption }: RankingBoardProps) {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useListRanking(selection, page, league);
  usePredictionsSettled(() => void mutate());

  // A page past the last (404) reads as an empty page, with the way back in the pagination.
  const pastTheEnd = isApiError(error, 404);
  if (error && !data && !pastTheEnd)
    return <LoadError onRetry={() => void mutate()}>{intl.formatMessage(rankingsMessages.loadFailed)}</LoadError>;

  const rows = pastTheEnd ? [] : (data?.ranking ?? []);
  const own = data?.user_rank ?? null;
  const ownPage = data?.user_page === null || data?.user_page === undefined ? null : data.user_page + 1;
  return (
    <div className="fp-board" aria-busy={isLoading || undefined}>
      {isLoading && !data ? <Spinner /> : null}
      {data && rows.length === 0 && !own ? (
        <p className="fp-empty">{intl.formatMessage(rankingsMessages.empty)}</p>
      ) : null}
      {data && (rows.length > 0 || own) ? <RankingTable rows={rows} own={own} caption={caption} /> : null}
      {ownPage !== null && ownPage !== page && !pastTheEnd ? (
        <Button variant="ghost" onClick={() => onPageChange(ownPage)}>
          {intl.formatMessage(rankingsMessages.goToOwnPage, { page: ownPage })}
        </Button>
      ) : null}
      {data ? <Pagination page={page} pageCount={Math.max(data.pages, page)} onChange={onPageChange} /> : null}
    </div>
  );
}
