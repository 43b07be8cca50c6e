/** Top scorers from goal events; own goals count for the team, never for the player. */

export interface ScoredGoal {
  type: 'goal' | 'penalty' | 'own-goal';
  playerId: number;
}

interface TopScorer {
  position: number;
  playerId: number;
  goals: number;
  penalties: number;
}

/** Ranked by goals, then by fewer penalties (open-play goals weigh more); ties share a position. */
export function computeTopScorers(goals: readonly ScoredGoal[], limit: number): TopScorer[] {
  const tally = new Map<number, { goals: number; penalties: number }>();
  for (const goal of goals) {
    if (goal.type === 'own-goal') continue;
    const entry = tally.get(goal.playerId) ?? { goals: 0, penalties: 0 };
    entry.goals++;
    if (goal.type === 'penalty') entry.penalties++;
    tally.set(goal.playerId, entry);
  }
  const sorted = [...tally.entries()]
    .map(([playerId, t]) => ({ playerId, ...t }))
    .sort((a, b) => b.goals - a.goals || a.penalties - b.penalties || a.playerId - b.playerId);
  const ranked: TopScorer[] = [];
  sorted.slice(0, limit).forEach((row, i) => {
    const previous = ranked[i - 1];
    const tied = previous && previous.goals === row.goals && previous.penalties === row.penalties;
    ranked.push({ ...row, position: tied ? previous.position : i + 1 });
  });
  return ranked;
}
