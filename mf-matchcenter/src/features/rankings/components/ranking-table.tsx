import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TeamCrest } from '@tribune/shared';
import type { RankingRow, SeasonRanking } from '../api/get-league-rankings';
import { teamPath } from '../lib/ranking-url';
import { ColumnHeader } from './column-header';
import { rankingsMessages } from './rankings-messages';

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

function RankingTableRow({ row }: { row: RankingRow }) {
  const intl = useIntl();
  return (
    <tr>
      <td className="ranking-table__position">{row.position}</td>
      <th scope="row" className="ranking-table__club">
        <Link to={teamPath(row.teamId)} className="ranking-table__team">
          <TeamCrest name={row.team} logo={row.logo} size={24} />
          <span>{row.team}</span>
        </Link>
      </th>
      <td>{row.played}</td>
      <td>{row.won}</td>
      <td>{row.drawn}</td>
      <td>{row.lost}</td>
      <td className="ranking-table__goals">
        <span aria-hidden="true">
          {row.goalsFor}:{row.goalsAgainst}
        </span>
        <span className="visually-hidden">
          {intl.formatMessage(rankingsMessages.goalsFor, { scored: row.goalsFor, conceded: row.goalsAgainst })}
        </span>
      </td>
      <td>{signed(row.goalDifference)}</td>
      <td className="ranking-table__points">{row.points}</td>
      <td className="ranking-table__form">
        <Form form={row.form} />
      </td>
    </tr>
  );
}

/** MC-01, MC-09: one group's table with its name as the heading (the season, a period, …). */
export function RankingTable({ ranking }: { ranking: SeasonRanking }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="ranking card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ranking__title">
        {ranking.rankingName}
      </h2>
      <div className="ranking__scroll">
        <table className="ranking-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <ColumnHeader short={rankingsMessages.positionShort} full={rankingsMessages.position} />
              <th scope="col" className="ranking-table__club">
                {intl.formatMessage(rankingsMessages.club)}
              </th>
              <ColumnHeader short={rankingsMessages.playedShort} full={rankingsMessages.played} />
              <ColumnHeader short={rankingsMessages.wonShort} full={rankingsMessages.won} />
              <ColumnHeader short={rankingsMessages.drawnShort} full={rankingsMessages.drawn} />
              <ColumnHeader short={rankingsMessages.lostShort} full={rankingsMessages.lost} />
              <th scope="col">{intl.formatMessage(rankingsMessages.goals)}</th>
              <ColumnHeader short={rankingsMessages.goalDifferenceShort} full={rankingsMessages.goalDifference} />
              <ColumnHeader short={rankingsMessages.pointsShort} full={rankingsMessages.points} />
              <th scope="col" className="ranking-table__form">
                {intl.formatMessage(rankingsMessages.form)}
              </th>
            </tr>
          </thead>
          <tbody>
            {ranking.teamRankings.map((row) => (
              <RankingTableRow key={row.teamId} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
