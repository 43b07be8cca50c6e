import type { Match } from '../api/get-fixture';

const eventStatus: Record<string, string> = {
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

/**
 * The match as schema.org `SportsEvent` JSON-LD (written by PageHead). schema.org has no score
 * property, so a finished match carries its final score in `description` (`resultDescription`, in the
 * page's language); a match being played or done is still "EventScheduled" (it took place as planned).
 */
export function matchJsonLd(match: Match, url: string, resultDescription: string | null): Record<string, unknown> {
  const team = (name: string) => ({ '@type': 'SportsTeam', name });
  return {
    '@type': 'SportsEvent',
    name: `${match.homeTeam} - ${match.awayTeam}`,
    url,
    sport: 'Soccer',
    startDate: match.date,
    eventStatus: eventStatus[match.status.toLowerCase()] ?? 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'StadiumOrArena', name: match.venue.name, address: match.venue.city },
    superEvent: { '@type': 'SportsEvent', name: match.league.name },
    homeTeam: team(match.homeTeam),
    awayTeam: team(match.awayTeam),
    competitor: [team(match.homeTeam), team(match.awayTeam)],
    ...(resultDescription === null ? {} : { description: resultDescription }),
  };
}
