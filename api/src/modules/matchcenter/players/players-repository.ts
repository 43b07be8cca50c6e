import { and, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { ArticleRecord } from '../../content/article-view';
import { articles, authors, tags } from '../../content/schema';
import { fixtureEvents, fixtures, leagues, matchEvents, matchSimulations, players, teams } from '../schema';
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
      const [goalRows, eventRows, lineupRows, [played]] = await Promise.all([
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
          .select({ count: sql<number>`count(*)::int` })
          .from(fixtures)
          .where(and(teamSeason, inArray(fixtures.status, [...STARTED]))),
      ]);

      const goalsOf = (type: string) => goalRows.filter((row) => row.type === type).length;
      // A goal (even an own goal) proves an appearance, also in a match without a known line-up.
      const appeared = new Set<number>(goalRows.map((row) => row.fixtureId));
      let matchesWithLineups = 0;
      for (const row of lineupRows) {
        const lineups = lineupsSchema.safeParse(row.lineups);
        if (!lineups.success) continue;
        matchesWithLineups++;
        if ([...lineups.data.home.starting, ...lineups.data.away.starting].includes(player.id)) {
          appeared.add(row.fixtureId);
        }
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
        teamMatches: played?.count ?? 0,
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
