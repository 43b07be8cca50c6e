import { memo, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TeamCrest } from '@tribune/shared';
import type { RankingRow, SeasonRanking } from '../../../lib/api/get-league-rankings';
import { teamPath } from '../lib/ranking-url';
import { ClubName } from '../../../components/club-name';
import { ColumnHeader } from './column-header';
import { rankingsMessages } from './rankings-messages';
import './rankings.css';

const formLetters = {
  W: { short: rankingsMessages.formWin, full: rankingsMessages.formWinLong },
  D: { short: rankingsMessages.formDraw, full: rankingsMessages.formDrawLong },
  L: { short: rankingsMessages.formLoss, full: rankingsMessages.formLossLong },
} as const;

function isFormLetter(letter: string): letter is keyof typeof formLetters {
  return Object.hasOwn(formLetters, letter);
}

/** The last five results, oldest first, as letters (W/G/V in Dutch) that are read out as words. */
function Form({ form }: { form: readonly string[] }) {
  const intl = useIntl();
  return (
    <ol className="form">
      {form.map((letter, index) => {
        const known = isFormLetter(letter) ? formLetters[letter] : null;
        return (
          <li key={index} className={`form__result form__result--${known ? letter : 'other'}`}>
            <span aria-hidden="true">{known ? intl.formatMessage(known.short) : letter}</span>
            <span className="visually-hidden">{known ? intl.formatMessage(known.full) : letter}</span>
          </li>
        );
      })}
    </ol>
  );
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

function RankingTableRow({ row, favourite }: { row: RankingRow; favourite: boolean }) {
  const intl = useIntl();
  return (
    <tr className={favourite ? 'ranking-table__row--favourite' : undefined}>
      <td className="ranking-table__position">{row.position}</td>
      <th scope="row" className="ranking-table__club">
        <Link to={teamPath(row.teamId)} className="ranking-table__team">
          <TeamCrest name={row.team} logo={row.logo} size={24} />
          <ClubName name={row.team} shortName={row.shortName} />
          {favourite ? (
            <>
              <span className="ranking-table__favourite-mark" aria-hidden="true">
                ★
              </span>
              <span className="visually-hidden"> {intl.formatMessage(rankingsMessages.yourClub)}</span>
            </>
          ) : null}
        </Link>
      </th>
      <td>{row.played}</td>
      <td className="ranking-table__extra">{row.won}</td>
      <td className="ranking-table__extra">{row.drawn}</td>
      <td className="ranking-table__extra">{row.lost}</td>
      <td className="ranking-table__extra ranking-table__goals">
        <span aria-hidden="true">
          {row.goalsFor}:{row.goalsAgainst}
        </span>
        <span className="visually-hidden">
          {intl.formatMessage(rankingsMessages.goalsFor, { scored: row.goalsFor, conceded: row.goalsAgainst })}
        </span>
      </td>
      <td>{signed(row.goalDifference)}</td>
      <td className="ranking-table__points">{row.points}</td>
      <td className="ranking-table__extra ranking-table__form">
        <Form form={row.form} />
      </td>
    </tr>
  );
}

interface RankingTableProps {
  ranking: SeasonRanking;
  /** The visitor's club (MC-11), whose row is marked; null or undefined for none. */
  favouriteTeamId?: number | null;
}

/**
 * MC-01, MC-09: one group's table with its name as the heading (the season, a period, …). In a narrow
 * card (a phone) it shows position, club (short name), played, goal difference and points; a button
 * reveals won, drawn, lost, goals and form, which a wide card always shows. The favourite club's row is
 * marked (MC-08). Memoised: the favourite club is learnt right after hydration, and a table whose
 * marked row stays the same (a guest with no club) need not render its 20 rows again (issue 26).
 */
export const RankingTable = memo(function RankingTable({ ranking, favouriteTeamId }: RankingTableProps) {
  const intl = useIntl();
  const headingId = useId();
  const tableId = useId();
  const [allColumns, setAllColumns] = useState(false);
  return (
    <section
      className={['ranking', 'card', allColumns && 'ranking--all-columns'].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="ranking__title">
        {ranking.rankingName}
      </h2>
      <div className="ranking__scroll">
        <table id={tableId} className="ranking-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <ColumnHeader short={rankingsMessages.positionShort} full={rankingsMessages.position} />
              <th scope="col" className="ranking-table__club">
                {intl.formatMessage(rankingsMessages.club)}
              </th>
              <ColumnHeader short={rankingsMessages.playedShort} full={rankingsMessages.played} />
              <ColumnHeader
                short={rankingsMessages.wonShort}
                full={rankingsMessages.won}
                className="ranking-table__extra"
              />
              <ColumnHeader
                short={rankingsMessages.drawnShort}
                full={rankingsMessages.drawn}
                className="ranking-table__extra"
              />
              <ColumnHeader
                short={rankingsMessages.lostShort}
                full={rankingsMessages.lost}
                className="ranking-table__extra"
              />
              <th scope="col" className="ranking-table__extra">
                {intl.formatMessage(rankingsMessages.goals)}
              </th>
              <ColumnHeader short={rankingsMessages.goalDifferenceShort} full={rankingsMessages.goalDifference} />
              <ColumnHeader
                short={rankingsMessages.pointsShort}
                full={rankingsMessages.points}
                className="ranking-table__points"
              />
              <th scope="col" className="ranking-table__extra ranking-table__form">
                {intl.formatMessage(rankingsMessages.form)}
              </th>
            </tr>
          </thead>
          <tbody>
            {ranking.teamRankings.map((row) => (
              <RankingTableRow key={row.teamId} row={row} favourite={row.teamId === favouriteTeamId} />
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        className="ranking__columns-toggle"
        aria-controls={tableId}
        aria-expanded={allColumns}
        onClick={() => setAllColumns((shown) => !shown)}
      >
        {intl.formatMessage(allColumns ? rankingsMessages.showFewerColumns : rankingsMessages.showAllColumns)}
      </button>
    </section>
  );
});
