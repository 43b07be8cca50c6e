/**
 * The league table, computed from results rather than stored: with 18 teams and at most 306
 * matches it takes well under a millisecond, and a computed table can never disagree with the
 * results (a corrected score or a replayed match is reflected at once).
 */

export interface PlayedMatch {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  kickoffAt: Date;
}

export type FormLetter = 'W' | 'D' | 'L';

export interface StandingRow {
  position: number;
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** The last five results, oldest first. */
  form: FormLetter[];
}

/**
 * Eredivisie order: points, goal difference, goals scored; teams still level keep a stable order by
 * id here (the real tie-breaks after that are head-to-head and play-offs, which a demo never needs).
 */
export function computeStandings(teamIds: readonly number[], matches: readonly PlayedMatch[]): StandingRow[] {
  const rows = new Map<number, Omit<StandingRow, 'position'>>(
    teamIds.map((teamId) => [
      teamId,
      {
        teamId,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        form: [],
      },
    ]),
  );
  const chronological = [...matches].sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime());
  for (const match of chronological) {
    const home = rows.get(match.homeTeamId);
    const away = rows.get(match.awayTeamId);
    if (!home || !away) continue;
    record(home, match.homeScore, match.awayScore);
    record(away, match.awayScore, match.homeScore);
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor || a.teamId - b.teamId,
    )
    .map((row, i) => ({ ...row, position: i + 1, form: row.form.slice(-5) }));
}

function record(row: Omit<StandingRow, 'position'>, scored: number, conceded: number): void {
  row.played++;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  row.goalDifference = row.goalsFor - row.goalsAgainst;
  if (scored > conceded) {
    row.won++;
    row.points += 3;
    row.form.push('W');
  } else if (scored === conceded) {
    row.drawn++;
    row.points += 1;
    row.form.push('D');
  } else {
    row.lost++;
    row.form.push('L');
  }
}

/** A window of `size` rows centred on a team where the table allows (the homepage ranking widget). */
export function standingsWindow(rows: readonly StandingRow[], teamId: number | undefined, size: number): StandingRow[] {
  const index =
    teamId === undefined
      ? 0
      : Math.max(
          0,
          rows.findIndex((row) => row.teamId === teamId),
        );
  const start = Math.min(Math.max(0, index - Math.floor(size / 2)), Math.max(0, rows.length - size));
  return rows.slice(start, start + size);
}
