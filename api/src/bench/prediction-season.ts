import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createStepTimer } from './bench-steps';
import { createBenchFans } from './bench-fans';
import { hashToken } from '../lib/tokens';
import { authTokens } from '../modules/accounts/schema';
import { fixtures } from '../modules/matchcenter/schema';
import { periodsOf } from '../modules/football-pool/rankings/periods';
import { rebuildScoreLevels } from '../modules/football-pool/rankings/score-levels';
import { winningBet } from '../modules/football-pool/settlement/scoring';
import { predictionGames, predictionScores, predictions, type Bet } from '../modules/football-pool/schema';

/**
 * The prediction game's bench data set (issue 12, "At scale"): a season of a big fan site, made in
 * the database with set-based SQL rather than by the demo seed. On the tenant that runs the game:
 * `users` fans, each playing a week with probability `participation` (then every game of it, as a
 * weekly form is filled in), picking with the odds' implied probabilities; the finished games
 * scored and the week, month and season boards built from the picks, as the settlement would have.
 * Deterministic: the same options give the same data (hashes of ids, no random draws).
 */
interface PredictionSeasonOptions {
  users: number;
  /** Share of the fans who play a given week, 0–1. */
  participation: number;
  /** Fans given a bearer token for the bench (spread over the whole id range). */
  tokenUsers: number;
  log: (line: string) => void;
}

interface PredictionSeason {
  tenantId: string;
  users: number;
  predictions: number;
  games: { finished: number; open: number };
  /** Fans with a token: `Authorization: Bearer <token>`. */
  tokens: { userId: number; token: string }[];
  /** The next game to kick off, with its picks: the bench finishes it and times the settlement. */
  nextGame: { gameId: number; fixtureId: number; predictions: number; weekStart: string } | null;
  seconds: Record<string, number>;
}

/** Bench fans' usernames: `pool_fan_000001`, … */
const USERNAME_PREFIX = 'pool_fan_';

interface SeasonGame {
  id: number;
  fixtureId: number;
  weekStart: string;
  kickoffAt: Date;
  season: string;
  status: string;
  odds: Record<Bet, number>;
  winning: Bet | null;
}

export async function buildPredictionSeason(db: Database, options: PredictionSeasonOptions): Promise<PredictionSeason> {
  const { seconds, timed } = createStepTimer(options.log);

  const [busiest] = await db
    .select({ tenantId: predictionGames.tenantId, games: sql<number>`count(*)::int` })
    .from(predictionGames)
    .groupBy(predictionGames.tenantId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  if (!busiest) throw new Error('No tenant runs the prediction game: seed the demo first');
  const { tenantId } = busiest;
  const games = await seasonGames(db, tenantId);
  const weeks = [...new Set(games.map((g) => g.weekStart))].sort();

  const range = await timed('users', () =>
    createBenchFans(db, tenantId, {
      prefix: USERNAME_PREFIX,
      count: options.users,
      password: randomBytes(12).toString('base64url'),
    }),
  );
  const threshold = Math.round(options.participation * 1024);
  await timed('predictions', async () => {
    for (const game of games) {
      const weekNumber = weeks.indexOf(game.weekStart);
      // Foreign keys are checked by per-row triggers; the ids come from the tables themselves, so the
      // bulk load skips them (replica role, this transaction only).
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`
          insert into predictions (tenant_id, prediction_game_id, user_id, bet, odds, created_at, updated_at)
          select ${tenantId}, ${game.id}, pick.user_id, pick.bet, pick.odds, ${game.kickoffAt}::timestamptz - interval '1 day', ${game.kickoffAt}::timestamptz - interval '1 day'
          from (
            select u.id as user_id, b.bet,
                   case b.bet when 'home_win' then ${game.odds.home_win}::numeric
                              when 'draw' then ${game.odds.draw}::numeric
                              else ${game.odds.away_win}::numeric end as odds
            from generate_series(${range.first}::int, ${range.last}::int) as u(id)
            cross join lateral (
              select case when r < ${impliedShare(game.odds, 'home_win')} then 'home_win'
                          when r < ${impliedShare(game.odds, 'home_win') + impliedShare(game.odds, 'draw')} then 'draw'
                          else 'away_win' end as bet
              from (select (hashint4(u.id * 7919 + ${game.id}) & 65535) / 65536.0 as r) as h
            ) as b
            where (hashint4(u.id * 31 + ${weekNumber}) & 1023) < ${threshold}
          ) as pick
          on conflict do nothing`);
      });
    }
  });

  const finished = games.filter((g) => g.winning !== null);
  await timed('settled flags', async () => {
    await db
      .update(predictionGames)
      .set({ settledAt: new Date() })
      .where(
        and(
          eq(predictionGames.tenantId, tenantId),
          isNull(predictionGames.settledAt),
          inArray(
            predictionGames.id,
            finished.map((g) => g.id),
          ),
        ),
      );
  });
  await timed('boards', () => buildBoards(db, tenantId, games));
  await timed('vacuum analyze', async () => {
    for (const table of ['users', 'predictions', 'prediction_scores', 'prediction_score_levels', 'auth_tokens'])
      await db.execute(sql.raw(`vacuum analyze ${table}`));
  });

  const tokens = await timed('tokens', () => issueTokens(db, tenantId, range, options.tokenUsers));
  const next = games.find((g) => g.status === 'scheduled' && g.kickoffAt.getTime() > Date.now());
  const picksOn = async (gameId?: number) => {
    const [row] = await db
      .select({ picks: count() })
      .from(predictions)
      .where(
        and(
          eq(predictions.tenantId, tenantId),
          gameId === undefined ? undefined : eq(predictions.predictionGameId, gameId),
        ),
      );
    return row?.picks ?? 0;
  };
  return {
    tenantId,
    users: options.users,
    predictions: await picksOn(),
    games: { finished: finished.length, open: games.length - finished.length },
    tokens,
    nextGame: next
      ? {
          gameId: next.id,
          fixtureId: next.fixtureId,
          weekStart: next.weekStart,
          predictions: await picksOn(next.id),
        }
      : null,
    seconds,
  };
}

async function seasonGames(db: Database, tenantId: string): Promise<SeasonGame[]> {
  const rows = await db
    .select({
      id: predictionGames.id,
      fixtureId: predictionGames.fixtureId,
      weekStart: predictionGames.weekStart,
      homeWinOdds: predictionGames.homeWinOdds,
      drawOdds: predictionGames.drawOdds,
      awayWinOdds: predictionGames.awayWinOdds,
      kickoffAt: fixtures.kickoffAt,
      season: fixtures.season,
      status: fixtures.status,
      homeScore: fixtures.homeScore,
      awayScore: fixtures.awayScore,
    })
    .from(predictionGames)
    .innerJoin(fixtures, eq(fixtures.id, predictionGames.fixtureId))
    .where(eq(predictionGames.tenantId, tenantId))
    .orderBy(asc(fixtures.kickoffAt), asc(predictionGames.id));
  return rows.map((row) => ({
    id: row.id,
    fixtureId: row.fixtureId,
    weekStart: row.weekStart,
    kickoffAt: row.kickoffAt,
    season: row.season,
    status: row.status,
    odds: { home_win: row.homeWinOdds, draw: row.drawOdds, away_win: row.awayWinOdds },
    winning:
      row.status === 'finished' && row.homeScore !== null && row.awayScore !== null
        ? winningBet(row.homeScore, row.awayScore)
        : null,
  }));
}

/** The bet's share of the bookmaker's implied probabilities: how often the bench fans pick it. */
function impliedShare(odds: Record<Bet, number>, bet: Bet): number {
  const total = 1 / odds.home_win + 1 / odds.draw + 1 / odds.away_win;
  return 1 / odds[bet] / total;
}

/**
 * The week, month and season boards from every pick of the tenant (the demo fans' too): played
 * counts every pick, points those of the finished games' right picks; then their score levels. What
 * saving the picks and settling each game would have left (boards.ts), in one pass per period.
 */
async function buildBoards(db: Database, tenantId: string, games: SeasonGame[]): Promise<void> {
  const finished = games.filter((game) => game.winning !== null);
  await db.delete(predictionScores).where(eq(predictionScores.tenantId, tenantId));
  const winners = sql.join(
    [sql`(0, null::text)`, ...finished.map((game) => sql`(${game.id}::int, ${game.winning}::text)`)],
    sql`, `,
  );
  const byPeriod = new Map<string, { board: 'W' | 'M' | 'T'; period: string; gameIds: number[] }>();
  for (const game of games) {
    for (const [board, period] of Object.entries(periodsOf(game)) as ['W' | 'M' | 'T', string][]) {
      const key = `${board}:${period}`;
      const entry = byPeriod.get(key) ?? { board, period, gameIds: [] };
      entry.gameIds.push(game.id);
      byPeriod.set(key, entry);
    }
  }
  for (const { board, period, gameIds } of byPeriod.values()) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into prediction_scores (tenant_id, board, period, user_id, points, correct, played)
        select ${tenantId}, ${board}, ${period}, p.user_id,
               coalesce(sum(case when p.bet = w.bet then round(10 * p.odds)::int else 0 end), 0)::int,
               (count(*) filter (where p.bet = w.bet))::int, count(*)::int
        from predictions p
        left join (values ${winners}) as w (game_id, bet) on w.game_id = p.prediction_game_id
        where p.tenant_id = ${tenantId} and p.prediction_game_id in ${gameIds}
        group by p.user_id`);
      await rebuildScoreLevels(tx, { tenantId, board, period });
    });
  }
}

async function issueTokens(
  db: Database,
  tenantId: string,
  range: { first: number; last: number },
  count: number,
): Promise<{ userId: number; token: string }[]> {
  const size = range.last - range.first + 1;
  const step = Math.max(1, Math.floor(size / Math.max(1, count)));
  const tokens: { userId: number; token: string }[] = [];
  for (let userId = range.first; userId <= range.last && tokens.length < count; userId += step)
    tokens.push({ userId, token: randomBytes(24).toString('base64url') });
  if (tokens.length > 0)
    await db
      .insert(authTokens)
      .values(tokens.map(({ userId, token }) => ({ tenantId, userId, tokenHash: hashToken(token) })));
  return tokens;
}
