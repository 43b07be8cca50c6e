import type { Rng } from '../prng';
import type { GoalFacts, MatchFacts, Story } from './stories';

/** An article as a writer hands it over: headlines, excerpt and the body as safe HTML. */
export interface WrittenArticle {
  /** Headline A. */
  title: string;
  /** Headline B of the A/B test. */
  bTitle: string;
  excerpt: string;
  body: string;
}

/** Turns language-free stories into articles in one language. */
export interface ArticleWriter {
  write(story: Story, rng: Rng): WrittenArticle;
}

/** Who was ahead, who won, and which goal decided it: the shape of a match, for either language. */
interface MatchShape {
  winner: 'home' | 'away' | null;
  margin: number;
  /** The goal after which the winner never lost the lead. */
  decisive: GoalFacts | null;
  /** The winner was behind at some point. */
  comeback: boolean;
  /** The decisive goal came in the 85th minute or later. */
  late: boolean;
  /** A player with three or more goals. */
  hatTrick: GoalFacts['scorer'] | null;
  /** A player with exactly two goals. */
  brace: GoalFacts['scorer'] | null;
}

export function matchShape(match: MatchFacts): MatchShape {
  const winner = match.homeScore > match.awayScore ? 'home' : match.homeScore < match.awayScore ? 'away' : null;
  const loserGoals = winner === 'home' ? match.awayScore : match.homeScore;
  const decisive =
    winner === null
      ? null
      : (match.goals.find(
          (g) => g.side === winner && (winner === 'home' ? g.homeScore : g.awayScore) === loserGoals + 1,
        ) ?? null);
  const comeback =
    winner !== null &&
    match.goals.some((g) => (winner === 'home' ? g.awayScore > g.homeScore : g.homeScore > g.awayScore));
  const counts = new Map<number, { count: number; scorer: GoalFacts['scorer'] }>();
  for (const goal of match.goals) {
    if (goal.type === 'own-goal') continue;
    const entry = counts.get(goal.scorer.id) ?? { count: 0, scorer: goal.scorer };
    entry.count++;
    counts.set(goal.scorer.id, entry);
  }
  const best = [...counts.values()].sort((a, b) => b.count - a.count)[0];
  return {
    winner,
    margin: Math.abs(match.homeScore - match.awayScore),
    decisive,
    comeback,
    late: decisive !== null && decisive.minute >= 85,
    hatTrick: best && best.count >= 3 ? best.scorer : null,
    brace: best && best.count === 2 ? best.scorer : null,
  };
}

/** What a goal did to the score, from the scoring side's point of view. */
type GoalEffect = 'opener' | 'equaliser' | 'lead' | 'extends' | 'reduces';

export function goalEffect(goal: GoalFacts, index: number): GoalEffect {
  const own = goal.side === 'home' ? goal.homeScore : goal.awayScore;
  const other = goal.side === 'home' ? goal.awayScore : goal.homeScore;
  if (index === 0) return 'opener';
  if (own === other) return 'equaliser';
  if (own === other + 1) return 'lead';
  if (own > other) return 'extends';
  return 'reduces';
}
