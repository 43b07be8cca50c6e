import { z } from 'zod';
import { HttpError } from '../../../lib/http-error';
import { fixtureStatuses } from '../schema';
import { liveTime } from '../simulator/live-events';
import { SimulatorCommandError } from '../simulator/match-simulator';
import type { OperatorFixtureRecord } from '../simulator/schedule-repository';
import type { FastifyRequest } from 'fastify';

/** A fixture as the match operator API shows it: where the match is, and who plays it how fast. */
export const operatorFixtureSchema = z
  .object({
    id: z.number().int(),
    leagueId: z.number().int(),
    round: z.number().int(),
    status: z.enum(fixtureStatuses),
    homeTeam: z.string(),
    awayTeam: z.string(),
    kickoffAt: z.string().describe('ISO 8601'),
    time: z
      .union([z.number().int(), z.string()])
      .nullable()
      .describe("The clock as LiveFixture shows it (67, '45+2'); null before kick-off"),
    score: z.string().nullable().describe("'h-a'; null before kick-off"),
    simulated: z.boolean().describe('From a demo league, so the simulator plays it'),
    simulation: z
      .object({
        speed: z.number().describe('Match minutes per real minute'),
        step: z.number().int().describe('Match minutes (frames) played, half-time break included'),
        frames: z.number().int(),
        leaseOwner: z.string().nullable().describe('The API process playing it'),
        leaseExpiresAt: z.string().nullable(),
        finishedAt: z.string().nullable(),
      })
      .nullable()
      .describe('Null until the simulator kicks the match off'),
  })
  .meta({ id: 'OperatorFixture' });

type OperatorFixtureView = z.infer<typeof operatorFixtureSchema>;

export function toOperatorFixtureView(record: OperatorFixtureRecord): OperatorFixtureView {
  const started = record.status === 'live' || record.status === 'half-time' || record.status === 'finished';
  const stoppage = record.status === 'live' ? (record.simulation?.stoppageMinute ?? null) : null;
  return {
    id: record.id,
    leagueId: record.leagueId,
    round: record.round,
    status: record.status,
    homeTeam: record.homeTeam,
    awayTeam: record.awayTeam,
    kickoffAt: record.kickoffAt.toISOString(),
    time: started && record.minute !== null ? liveTime(record.minute, stoppage) : null,
    score:
      started && record.homeScore !== null && record.awayScore !== null
        ? `${record.homeScore}-${record.awayScore}`
        : null,
    simulated: record.demo,
    simulation:
      record.simulation === null
        ? null
        : {
            speed: record.simulation.speed,
            step: record.simulation.step + 1,
            frames: record.simulation.frameCount,
            leaseOwner: record.simulation.leaseOwner,
            leaseExpiresAt: record.simulation.leaseExpiresAt?.toISOString() ?? null,
            finishedAt: record.simulation.finishedAt?.toISOString() ?? null,
          },
  };
}

/** The simulator's expected refusals in the one error shape: 404 for what does not exist, 409 otherwise. */
export function toHttpError(error: unknown, request: FastifyRequest): unknown {
  if (!(error instanceof SimulatorCommandError)) return error;
  switch (error.reason) {
    case 'not-found':
      return new HttpError(404, request.t('matchOperator.unknownFixture'));
    case 'nothing-to-start':
      return new HttpError(404, request.t('matchOperator.nothingToStart'));
    case 'not-playable':
      return new HttpError(409, request.t('matchOperator.notPlayable'));
    case 'not-simulated':
      return new HttpError(409, request.t('matchOperator.notSimulated'));
  }
}
