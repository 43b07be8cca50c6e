import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { ArticleRecord } from '../../content/article-view';
import { articles, authors, tags } from '../../content/schema';
import { fixtureEvents, fixtures, leagues, matchEvents, matchSimulations, players, teams } from '../schema';
import { createFixtureDetailRepository, type DetailEventRecord } from '../fixture-detail/fixture-detail-repository';
import { deriveLineups } from '../fixture-detail/lineups';
import type { PlayerRow, SeasonFigures } from './player-view';
import { articleSummarySelection } from '../../content/articles-repository';

/** The part of a stored simulation plan this page reads (match-plan.ts), validated like outside data. */
const lineupsSchema = z.object({
  home: z.object({ starting: z.array(z.number()) }),
  away: z.object({ starting: z.array(z.number()) }),
});

const STARTED = ['live', 'half-time', 'finished'] as const;

/** `%` and `_` in a name are letters, not wildcards (Postgres' default LIKE escape is the backslash). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The fixtures, of those given, in whose derived starting XI (the one the match page shows for a
 * result without recorded line-ups) the player is. Two reads for the whole season: both squads of
 * every match and their goals.
 */
async function derivedAppearances(
  db: Database,
  playerId: number,
  matches: readonly { id: number; homeTeamId: number; awayTeamId: number }[],
): Promise<number[]> {
  if (matches.length === 0) return [];
  const teamIds = [...new Set(matches.flatMap((match) => [match.homeTeamId, match.awayTeamId]))];
  const [squads, goals] = await Promise.all([
    createFixtureDetailRepository(db).squads(teamIds),
    db
      .select({
        fixtureId: fixtureEvents.fixtureId,
        type: fixtureEvents.type,
        minute: fixtureEvents.minute,
        extraMinute: fixtureEvents.extraMinute,
        teamId: fixtureEvents.teamId,
        playerId: fixtureEvents.playerId,
        homeScore: fixtureEvents.homeScore,
        awayScore: fixtureEvents.awayScore,
      })
      .from(fixtureEvents)
      .where(
        inArray(
          fixtureEvents.fixtureId,
          matches.map((match) => match.id),
        ),
      )
      .orderBy(asc(fixtureEvents.minute), asc(fixtureEvents.extraMinute), asc(fixtureEvents.id)),
  ]);
  return matches
    .filter((match) => {
      const events: DetailEventRecord[] = goals
        .filter((goal) => goal.fixtureId === match.id)
        .map((goal, index) => ({
          sequence: index + 1,
          type: seededEventType[goal.type],
          minute: goal.minute,
          stoppageMinute: goal.extraMinute,
          side: goal.teamId === match.homeTeamId ? 'home' : 'away',
          teamId: goal.teamId,
          playerId: goal.playerId,
          secondPlayerId: null,
          homeScore: goal.homeScore,
          awayScore: goal.awayScore,
        }));
      const lineups = deriveLineups(match.id, { home: match.homeTeamId, away: match.awayTeamId }, squads, events);
      return lineups !== null && [...lineups.home.starting, ...lineups.away.starting].includes(playerId);
    })
    .map((match) => match.id);
}

/** The seeded goal list's types as the match page's events name them. */
const seededEventType = { goal: 'goal', penalty: 'penalty', 'own-goal': 'own_goal' } as const;

/**
 * The player page's data (MC-02). Football data is league-wide; the news list is the one tenant query
 * here and always carries the tenant and publish-date filters, as content's `published()` does.
 */
export function createPlayersRepository(db: Database, now: () => Date = () => new Date()) {
  return {
    async player(id: number): Promise<PlayerRow | undefined> {
      const [row] = await db
        .select({
          id: players.id,
          firstName: players.firstName,
          lastName: players.lastName,
          commonName: players.commonName,
          displayName: players.displayName,
          imagePath: players.imagePath,
          nationality: players.nationality,
          position: players.position,
          shirtNumber: players.shirtNumber,
          dateOfBirth: players.dateOfBirth,
          team: {
            id: teams.id,
            slug: teams.slug,
            name: teams.name,
            shortName: teams.shortName,
            logoPath: teams.logoPath,
          },
          league: { id: leagues.id, slug: leagues.slug, name: leagues.name, season: leagues.season },
        })
        .from(players)
        .innerJoin(teams, eq(teams.id, players.teamId))
        .innerJoin(leagues, eq(leagues.id, teams.leagueId))
        .where(eq(players.id, id))
        .limit(1);
      return row;
    },

    /**
     * The season figures of the current season of the player's league (see seasonFiguresSchema for
     * what is complete and what only covers simulated matches). Counted with the player's present club:
     * the demo has no transfers; a provider with them would send its own season totals.
     */
    async seasonFigures(player: PlayerRow): Promise<SeasonFigures> {
      const { league, team } = player;
      const teamSeason = and(
        eq(fixtures.leagueId, league.id),
        eq(fixtures.season, league.season),
        or(eq(fixtures.homeTeamId, team.id), eq(fixtures.awayTeamId, team.id)),
      );
      const [goalRows, eventRows, lineupRows, played] = await Promise.all([
        // fixture_events_player_idx: the goal list is complete for every played match.
        db
          .select({ fixtureId: fixtureEvents.fixtureId, type: fixtureEvents.type })
          .from(fixtureEvents)
          .innerJoin(fixtures, eq(fixtures.id, fixtureEvents.fixtureId))
          .where(
            and(
              eq(fixtureEvents.playerId, player.id),
              eq(fixtures.leagueId, league.id),
              eq(fixtures.season, league.season),
            ),
          ),
        db
          .select({
            fixtureId: matchEvents.fixtureId,
            type: matchEvents.type,
            playerId: matchEvents.playerId,
            secondPlayerId: matchEvents.secondPlayerId,
          })
          .from(matchEvents)
          .innerJoin(fixtures, eq(fixtures.id, matchEvents.fixtureId))
          .where(and(teamSeason, or(eq(matchEvents.playerId, player.id), eq(matchEvents.secondPlayerId, player.id)))),
        // Only the line-ups of the stored plan, not its minute-by-minute frames.
        db
          .select({
            fixtureId: matchSimulations.fixtureId,
            lineups: sql<unknown>`${matchSimulations.plan} -> 'lineups'`,
          })
          .from(matchSimulations)
          .innerJoin(fixtures, eq(fixtures.id, matchSimulations.fixtureId))
          .where(and(teamSeason, gte(matchSimulations.step, 0))),
        db
          .select({
            id: fixtures.id,
            status: fixtures.status,
            homeTeamId: fixtures.homeTeamId,
            awayTeamId: fixtures.awayTeamId,
          })
          .from(fixtures)
          .where(and(teamSeason, inArray(fixtures.status, [...STARTED]))),
      ]);

      const goalsOf = (type: string) => goalRows.filter((row) => row.type === type).length;
      // A goal (even an own goal) proves an appearance, also in a match without a known line-up.
      const appeared = new Set<number>(goalRows.map((row) => row.fixtureId));
      const simulated = new Set<number>();
      let matchesWithLineups = 0;
      for (const row of lineupRows) {
        const lineups = lineupsSchema.safeParse(row.lineups);
        if (!lineups.success) continue;
        simulated.add(row.fixtureId);
        matchesWithLineups++;
        if ([...lineups.data.home.starting, ...lineups.data.away.starting].includes(player.id)) {
          appeared.add(row.fixtureId);
        }
      }
      // A finished match nobody simulated (the seeded results) has the line-up its match page derives
      // (fixture-detail/lineups.ts): the player appeared when he is in that XI, so the page and the
      // match pages never disagree about who played.
      for (const fixtureId of await derivedAppearances(
        db,
        player.id,
        played.filter((fixture) => fixture.status === 'finished' && !simulated.has(fixture.id)),
      )) {
        appeared.add(fixtureId);
      }
      let assists = 0;
      let yellowCards = 0;
      let redCards = 0;
      for (const event of eventRows) {
        const own = event.playerId === player.id;
        if (event.type === 'substitution' && own) appeared.add(event.fixtureId);
        else if (event.type === 'yellow_card' && own) yellowCards++;
        else if (event.type === 'red_card' && own) redCards++;
        else if ((event.type === 'goal' || event.type === 'penalty') && event.secondPlayerId === player.id) assists++;
      }
      return {
        season: league.season,
        appearances: appeared.size,
        goals: goalsOf('goal') + goalsOf('penalty'),
        penalties: goalsOf('penalty'),
        ownGoals: goalsOf('own-goal'),
        assists,
        yellowCards,
        redCards,
        teamMatches: played.length,
        matchesWithLineups,
      };
    },

    /**
     * The tenant's published articles that name the player (MC-02 player news), newest first: by full
     * name or short name, in the title or the body, as a whole word ("Jong" is not "Jongeneel").
     *
     * The query walks the tenant's articles newest first along articles_tenant_published_idx and stops
     * after `limit` matches, so a page costs at most a scan of that tenant's articles. The ILIKE terms
     * come first because a pg_trgm index can serve them when the content issue adds one; the regex then
     * keeps whole words only. Full-text search (the content issue) replaces this.
     */
    async news(
      tenantId: string,
      player: Pick<PlayerRow, 'displayName' | 'commonName'>,
      offset: number,
      limit: number,
    ): Promise<ArticleRecord[]> {
      const names = [...new Set([player.displayName, player.commonName].map((n) => n.trim()).filter(Boolean))];
      const mentions = or(
        ...names.flatMap((name) => [
          ilike(articles.title, `%${escapeLike(name)}%`),
          ilike(articles.content, `%${escapeLike(name)}%`),
        ]),
      );
      const wholeWord = `(^|[^[:alnum:]_])(${names.map(escapeRegex).join('|')})($|[^[:alnum:]_])`;
      return db
        .select(articleSummarySelection)
        .from(articles)
        .innerJoin(authors, eq(authors.id, articles.authorId))
        .innerJoin(tags, eq(tags.id, articles.primaryTagId))
        .where(
          and(
            eq(articles.tenantId, tenantId),
            lte(articles.publishedAt, now()),
            mentions,
            sql`(${articles.title} ~* ${wholeWord} or ${articles.content} ~* ${wholeWord})`,
          ),
        )
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
