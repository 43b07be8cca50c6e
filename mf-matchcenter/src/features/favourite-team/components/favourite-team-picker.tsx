import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RankingRow } from '../../../lib/api/get-league-rankings';
import type { League } from '../../../lib/api/league-schema';
import { useFavouriteTeam } from '../../../hooks/use-favourite-team';
import { favouriteFromRankingRow } from '../lib/favourite-from-ranking-row';
import { favouriteTeamMessages as messages } from './favourite-team-messages';
import './favourite-team.css';

interface FavouriteTeamPickerProps {
  league: League;
  /** The league's clubs, as its table lists them. */
  clubs: readonly RankingRow[];
}

/**
 * MC-11 on the match-centre home: choose the club to follow from the league's clubs (or none). The
 * site's home page then shows that club's matches and its window of the table (MC-08).
 */
export function FavouriteTeamPicker({ league, clubs }: FavouriteTeamPickerProps) {
  const intl = useIntl();
  const id = useId();
  const { team: favourite, choose } = useFavouriteTeam();
  const [failed, setFailed] = useState(false);
  const sorted = [...clubs].sort((a, b) => a.team.localeCompare(b.team));
  // A club of another league stays chosen; it is listed so the select shows it.
  const others = favourite && !clubs.some((club) => club.teamId === favourite.id) ? [favourite] : [];
  const onChange = async (value: string) => {
    setFailed(false);
    const club = sorted.find((row) => String(row.teamId) === value);
    try {
      await choose(club ? favouriteFromRankingRow(club, league) : null);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="favourite-picker">
      <label htmlFor={id} className="favourite-picker__label">
        {intl.formatMessage(messages.pickerLabel)}
      </label>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={favourite ? String(favourite.id) : ''}
        disabled={favourite === undefined}
        onChange={(event) => void onChange(event.target.value)}
      >
        <option value="">{intl.formatMessage(messages.noTeam)}</option>
        {others.map((team) => (
          <option key={team.id} value={String(team.id)}>
            {team.name}
          </option>
        ))}
        {sorted.map((club) => (
          <option key={club.teamId} value={String(club.teamId)}>
            {club.team}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="favourite-picker__hint">
        {intl.formatMessage(messages.pickerHint)}
      </p>
      {failed ? (
        <p role="alert" className="favourite-picker__error">
          {intl.formatMessage(messages.saveFailed)}
        </p>
      ) : null}
    </div>
  );
}
