import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { LoadError, Spinner } from '@tribune/shared';
import { timeFrames, type TimeFrame } from '../api/leaderboard-schemas';
import { leaderboardMessages } from './leaderboard-messages';
import { PeriodButtons } from './period-buttons';

/** What every board answers: its rows and the label of the period they cover. */
interface Board<Row> {
  data: Row[];
  metaData: { label: string };
}

/** The parts of a board's SWR state the section shows. */
interface BoardState<Row> {
  data: Board<Row> | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

interface LeaderboardProps<Row> {
  title: MessageDescriptor;
  /** Null while the board's default period is not known yet (the top comments wait for a site setting). */
  frame: TimeFrame | null;
  onFrame: (frame: TimeFrame) => void;
  board: BoardState<Row>;
  empty: MessageDescriptor;
  children: (rows: Row[]) => ReactNode;
}

/**
 * One board of the community page (COM-01): its heading, the weekly/monthly/total buttons, the label of
 * the period shown (`metaData.label`, in the tenant's language) and the rows; loading, failure with a
 * retry and an empty period each say so.
 */
export function Leaderboard<Row>({ title, frame, onFrame, board, empty, children }: LeaderboardProps<Row>) {
  const intl = useIntl();
  const titleId = useId();
  const name = intl.formatMessage(title);
  const { data, error, isLoading, mutate } = board;
  return (
    <section className="cm-board card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {name}
      </h2>
      {frame !== null ? (
        <PeriodButtons
          label={intl.formatMessage(leaderboardMessages.timeFrames, { board: name })}
          periods={timeFrames}
          active={frame}
          labelOf={(period) => intl.formatMessage(leaderboardMessages[period])}
          onChange={onFrame}
        />
      ) : null}
      {frame === null || isLoading ? <Spinner /> : null}
      {error && !data ? (
        <LoadError onRetry={() => void mutate()}>
          <FormattedMessage {...leaderboardMessages.loadFailed} />
        </LoadError>
      ) : null}
      {data ? (
        <>
          <p className="cm-board__label">{data.metaData.label}</p>
          {data.data.length === 0 ? (
            <p className="cm-empty">
              <FormattedMessage {...empty} />
            </p>
          ) : (
            children(data.data)
          )}
        </>
      ) : null}
    </section>
  );
}
