import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Locale } from '../../../i18n/messages';
import { fixtures, players, teams } from '../../matchcenter/schema';
import type { MatchAlertKind } from '../alert-kinds';
import { alertText } from './match-alert-text';
import { type MatchAlertFacts, matchAlerts } from '../schema';

/** An alert with the names it speaks of: what a push or a notification says is made from this. */
interface DescribedAlert {
  id: number;
  key: string;
  kind: MatchAlertKind;
  facts: MatchAlertFacts;
  fixtureId: number;
  home: string;
  away: string;
  /** The club the event counts for, when it is one side's. */
  team: string | null;
  player: string | null;
  /** The crest of the club concerned (or the home side's). */
  icon: string | undefined;
}

/** Reads these alerts with their clubs' and players' names: three queries whatever the count. */
export async function describeAlerts(db: Database, alertIds: readonly number[]): Promise<Map<number, DescribedAlert>> {
  if (alertIds.length === 0) return new Map();
  const alerts = await db
    .select({
      id: matchAlerts.id,
      key: matchAlerts.key,
      kind: matchAlerts.kind,
      facts: matchAlerts.facts,
      fixtureId: matchAlerts.fixtureId,
      homeTeamId: fixtures.homeTeamId,
      awayTeamId: fixtures.awayTeamId,
    })
    .from(matchAlerts)
    .innerJoin(fixtures, eq(fixtures.id, matchAlerts.fixtureId))
    .where(inArray(matchAlerts.id, [...alertIds]));
  const teamIds = [...new Set(alerts.flatMap((alert) => [alert.homeTeamId, alert.awayTeamId]))];
  const playerIds = [...new Set(alerts.flatMap((alert) => (alert.facts.playerId ? [alert.facts.playerId] : [])))];
  const clubRows =
    teamIds.length === 0
      ? []
      : await db
          .select({ id: teams.id, name: teams.name, logo: teams.logoPath })
          .from(teams)
          .where(inArray(teams.id, teamIds));
  const playerRows =
    playerIds.length === 0
      ? []
      : await db
          .select({ id: players.id, name: players.displayName })
          .from(players)
          .where(inArray(players.id, playerIds));
  const clubs = new Map(clubRows.map((row) => [row.id, row]));
  const playerNames = new Map(playerRows.map((row) => [row.id, row.name]));
  return new Map(
    alerts.map((alert) => {
      const home = clubs.get(alert.homeTeamId);
      const team = alert.facts.teamId === undefined ? undefined : clubs.get(alert.facts.teamId);
      const described: DescribedAlert = {
        id: alert.id,
        key: alert.key,
        kind: alert.kind,
        facts: alert.facts,
        fixtureId: alert.fixtureId,
        home: home?.name ?? '',
        away: clubs.get(alert.awayTeamId)?.name ?? '',
        team: team?.name ?? null,
        player: alert.facts.playerId ? (playerNames.get(alert.facts.playerId) ?? null) : null,
        icon: (team ?? home)?.logo,
      };
      return [alert.id, described];
    }),
  );
}

/** The alert's title and body in `locale` (with the fan's points at full time, when known). */
export function describedText(locale: Locale, alert: DescribedAlert, points: number | null = null) {
  return alertText(locale, { ...alert, points });
}

/** The match page an alert opens. */
export function alertUrl(alert: Pick<DescribedAlert, 'fixtureId'>): string {
  return `/matchcenter/match/${alert.fixtureId}`;
}
