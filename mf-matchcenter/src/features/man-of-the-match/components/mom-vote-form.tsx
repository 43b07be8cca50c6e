import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Stars, isApiError } from '@tribune/shared';
import type { FixtureVotes } from '../api/get-fixture-votes';
import { usePostVote } from '../api/post-vote';
import { momMessages } from './mom-messages';

type Side = 'home' | 'away';

interface MomVoteFormProps {
  votes: FixtureVotes;
  teamName: (teamId: number) => string;
  /** After a stored vote (to confirm it; the fan's own ratings show as `usePostVote` refreshes the votes). */
  onVoted: () => void;
}

/**
 * MC-05: a logged-in fan grades the players of one side with stars and sends it once. Unrated players
 * are sent with 0, as the spec's payload says. A 422 (the window closed meanwhile, a vote from another
 * tab) is ignored per spec 000 §8; other failures are only logged (§8 "Other failures").
 */
export function MomVoteForm({ votes, teamName, onVoted }: MomVoteFormProps) {
  const intl = useIntl();
  const { trigger: sendVote } = usePostVote(votes.fixture_id);
  const headingId = useId();
  const [side, setSide] = useState<Side>('home');
  const [grades, setGrades] = useState<ReadonlyMap<number, number>>(new Map());
  const [sending, setSending] = useState(false);
  const team = side === 'home' ? votes.home_team : votes.away_team;
  const players = votes.votes.filter((player) => player.team_id === team.id);
  const rated = players.filter((player) => (grades.get(player.player_id) ?? 0) > 0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rated.length === 0 || sending) return;
    setSending(true);
    try {
      await sendVote({
        fixtureId: votes.fixture_id,
        matchKey: votes.match_key,
        team: team.slug,
        grades: new Map(players.map((player) => [player.player_id, grades.get(player.player_id) ?? 0])),
      });
      onVoted();
    } catch (error) {
      // A 422 is ignored (the hook has refreshed the votes); other failures are only logged.
      if (!(isApiError(error) && error.status === 422)) console.error('Man-of-the-match vote failed', error);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="mom__form" aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h3 className="mom__subtitle" id={headingId}>
        {intl.formatMessage(momMessages.formTitle)}
      </h3>
      <p className="mom__note">{intl.formatMessage(momMessages.oneVote)}</p>
      <fieldset className="mom__sides">
        <legend>{intl.formatMessage(momMessages.chooseTeam)}</legend>
        {(['home', 'away'] as const).map((which) => {
          const option = which === 'home' ? votes.home_team : votes.away_team;
          return (
            <label key={which} className="mom__side">
              <input
                type="radio"
                name={`mom-side-${votes.fixture_id}`}
                value={which}
                checked={side === which}
                onChange={() => setSide(which)}
              />
              {teamName(option.id)}
            </label>
          );
        })}
      </fieldset>
      <ul className="mom__players">
        {players.map((player) => (
          <li key={player.player_id} className="mom__player">
            <span className="mom__who">
              {player.shirt_number === null ? null : <span className="mom__shirt">{player.shirt_number}</span>}
              <span className="mom__name">{player.player_name}</span>
            </span>
            <Stars
              value={grades.get(player.player_id) ?? 0}
              max={votes.max_grade}
              name={intl.formatMessage(momMessages.ratePlayer, { player: player.player_name })}
              onChange={(grade) => setGrades((current) => new Map(current).set(player.player_id, grade))}
            />
          </li>
        ))}
      </ul>
      <Button type="submit" disabled={rated.length === 0} busy={sending}>
        {intl.formatMessage(momMessages.submit)}
      </Button>
    </form>
  );
}
