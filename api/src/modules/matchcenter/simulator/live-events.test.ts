import * as v from 'valibot';
// The browser's schemas of a match's live events are written once, in @tribune/shared (issue 32). This
// checks them against what the simulator publishes: the same event names and channel, and every
// message of whole simulated matches accepted by the schema the browser reads it with.
import {
  fixtureChannel as browserFixtureChannel,
  liveFixturePayloadSchema,
  liveMatchEvents,
  matchEventPayloadSchema,
  matchStatisticsPayloadSchema,
  matchStatusPayloadSchema,
} from '../../../../../shared/src/realtime/live-match-events';
import { generateLeague } from '../../../demo/football/league';
import { fixtureChannel, liveEventNames, liveMessages } from './live-events';
import { simulateMatch } from './match-model';

const browserSchemaOf = {
  [liveMatchEvents.liveFixture]: liveFixturePayloadSchema,
  [liveMatchEvents.matchStatus]: matchStatusPayloadSchema,
  [liveMatchEvents.matchEvent]: matchEventPayloadSchema,
  [liveMatchEvents.matchStatistics]: matchStatisticsPayloadSchema,
};

/** Every message of `count` demo fixtures played from kick-off to full time, a minute at a time. */
function simulatedMessages(count: number) {
  const league = generateLeague({ now: new Date('2026-11-18T12:00:00Z'), seed: 'live-contract' });
  const names = new Map(league.players.map((player) => [player.id, player.commonName]));
  const squad = (teamId: number) =>
    league.players
      .filter((player) => player.teamId === teamId)
      .map((player) => ({ id: player.id, position: player.position, shirtNumber: player.shirtNumber }));
  const teams = new Map(league.teams.map((team) => [team.id, team]));
  const side = (teamId: number) => {
    const team = teams.get(teamId);
    if (!team) throw new Error(`fixture without team ${teamId}`);
    return { teamId, strength: team.strength, squad: squad(teamId) };
  };
  return league.fixtures.slice(0, count).flatMap((fixture) => {
    const plan = simulateMatch({
      seed: `match:${fixture.id}`,
      home: side(fixture.homeTeamId),
      away: side(fixture.awayTeamId),
    });
    return plan.frames.flatMap((frame, index) => liveMessages(fixture.id, plan.frames[index - 1], [frame], names));
  });
}

test('[MC-03][MC-12] the browser listens for the events the simulator sends, on the same channel', () => {
  expect(liveMatchEvents).toEqual(liveEventNames);
  expect(browserFixtureChannel(42)).toBe(fixtureChannel(42));
});

test('[MC-03][MC-12] every message of simulated matches passes the schema the browser reads it with', () => {
  const messages = simulatedMessages(9);
  const kinds = new Set(messages.map((message) => message.event));
  expect([...kinds].sort()).toEqual(Object.values(liveEventNames).sort());
  for (const message of messages) {
    const parsed = v.safeParse(browserSchemaOf[message.event], message.data);
    expect({ event: message.event, success: parsed.success, data: message.data }).toEqual({
      event: message.event,
      success: true,
      data: message.data,
    });
  }
});
