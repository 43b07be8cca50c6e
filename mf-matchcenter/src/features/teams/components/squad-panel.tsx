import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError, Spinner } from '@tribune/shared';
import { usePlayersMomScores, type PlayerMomScore } from '../api/get-players-mom-scores';
import { MomScoreBadge, MomScoreLegend } from './mom-score-badge';
import { useTeamSquad, type PositionCode, type SquadGroup } from '../../../lib/api/get-team-squad';
import { positionMessages } from '../../../lib/position-messages';
import { teamPageMessages as messages } from './team-page-messages';

const groupTitle = {
  GK: positionMessages.positionGK,
  DEF: positionMessages.positionDEF,
  MF: positionMessages.positionMF,
  ST: positionMessages.positionST,
} satisfies Record<PositionCode, unknown>;

/**
 * MC-13: the squad by position (GK, DEF, MF, ST, spec 000 §2), each player a link to their page (MC-02),
 * with their fans' man-of-the-match average of the season when they have one (MC-06).
 */
export function SquadPanel({ teamId }: { teamId: number }) {
  const { data: groups, error, isLoading, mutate } = useTeamSquad(teamId);
  // A failure leaves the players without badges: the squad itself is whole without them.
  const { data: momScores } = usePlayersMomScores(teamId);
  if (isLoading) return <Spinner />;
  if (error && !groups) {
    return (
      <LoadError onRetry={() => void mutate()}>
        <FormattedMessage {...messages.squadLoadFailed} />
      </LoadError>
    );
  }
  return (
    <div className="squad">
      {(groups ?? []).map((group) => (
        <SquadGroupSection key={group.position} group={group} momScores={momScores} />
      ))}
      {/* A footnote: the averages arrive after the squad, and nothing above may move for them. */}
      {momScores !== undefined && momScores.size > 0 ? <MomScoreLegend /> : null}
    </div>
  );
}

function SquadGroupSection({
  group,
  momScores,
}: {
  group: SquadGroup;
  momScores: ReadonlyMap<number, PlayerMomScore> | undefined;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="squad__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="squad__title">
        <span className="squad__code" aria-hidden="true">
          {group.position}
        </span>{' '}
        {intl.formatMessage(groupTitle[group.position])}
      </h2>
      {group.players.length === 0 ? (
        <p className="mc-empty">
          <FormattedMessage {...messages.noPlayers} />
        </p>
      ) : (
        <ul className="squad__players">
          {group.players.map((player) => {
            const momScore = momScores?.get(player.id);
            return (
              <li key={player.id} className="squad__player">
                <Link to={`/matchcenter/player/${player.id}`} className="squad__link">
                  {player.shirtNumber !== null ? (
                    <span className="squad__number">
                      <span className="visually-hidden">{intl.formatMessage(messages.shirtNumber)} </span>
                      {player.shirtNumber}
                    </span>
                  ) : null}
                  <span className="squad__name">{player.displayName}</span>
                </Link>
                {momScore ? <MomScoreBadge score={momScore} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
