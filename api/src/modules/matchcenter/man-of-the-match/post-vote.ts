import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { createFieldErrors, fieldError } from '../../../lib/field-errors';
import { fixtureIdParam } from './get-fixture-votes';
import type { MomRepository } from './mom-repository';
import { MOM_MAX_GRADE } from './schema';
import { votingWindow } from './voting-window';

/** Votes a client may send per window (per tenant and address): a fan votes once a match. */
const VOTE_RATE_LIMIT = 60;

/** A squad is at most a few dozen players; a longer list is not a vote. */
const MAX_RATED = 60;

const slug = z.string().regex(/^[A-Za-z0-9-]{1,100}$/);

const voteBody = z.object({
  votes: z
    .array(
      z.object({
        key: z.number().int().min(1).max(2_147_483_647).describe('Player id'),
        value: z
          .number({ error: 'mom.gradeRange' })
          .int({ error: 'mom.gradeRange' })
          .min(0, { error: 'mom.gradeRange' })
          .max(MOM_MAX_GRADE, { error: 'mom.gradeRange' })
          .describe('Grade 1–5; 0 when the player is not rated'),
      }),
    )
    .min(1, { error: 'mom.nothingRated' })
    .max(MAX_RATED),
});

/**
 * POST /api/v2/matchcenter/{team}/{matchKey}/{matchId}/vote (MC-05): a logged-in fan grades the
 * players of `team` (id or slug, one of the match's two sides) in match `matchId`. `matchKey` is the
 * match's slug for readable URLs (`ajax-psv`); only its form is checked. Body (spec 000 §3 "Vote
 * payload"): `{votes: [{key: playerId, value: grade}]}`, value 0 for a player left unrated.
 *
 * All or nothing: any bad entry refuses the whole vote with a 422 that names it. One vote per fan per
 * match: a second one is refused (decision 0013). Answers the stored grades; the results are the GET's.
 */
export const postVoteRoute: FastifyPluginAsyncZod<{ mom: MomRepository }> = async (app, { mom }) => {
  app.post(
    '/api/v2/matchcenter/:team/:matchKey/:matchId/vote',
    {
      config: rateLimited(app, 'mom-vote', VOTE_RATE_LIMIT),
      // A guest is told to log in before anything about the body.
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Match centre'],
        summary: 'Vote man of the match: grade the players of one side',
        security: [{ bearerAuth: [] }],
        params: z.object({ team: slug, matchKey: slug, matchId: fixtureIdParam }),
        body: voteBody,
        response: {
          201: z.object({
            data: z.object({
              fixture_id: z.number().int(),
              team_id: z.number().int(),
              user_votes: z.array(z.object({ player_id: z.number().int(), grade: z.number().int() })),
            }),
          }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const [fixture, team] = await Promise.all([mom.fixture(request.params.matchId), mom.team(request.params.team)]);
      if (!fixture) throw new HttpError(404, request.t('mom.unknownFixture'));
      if (!team) throw new HttpError(404, request.t('mom.unknownTeam'));
      const side = team.id === fixture.home.id ? 'home' : team.id === fixture.away.id ? 'away' : undefined;
      if (side === undefined) throw new HttpError(404, request.t('mom.teamNotInMatch'));

      const now = new Date();
      const voting = votingWindow(fixture, now);
      if (voting.state !== 'open') {
        const reason =
          fixture.status === 'postponed' || fixture.status === 'cancelled'
            ? 'mom.notPlayable'
            : voting.state === 'upcoming'
              ? 'mom.notOpenYet'
              : 'mom.closed';
        throw fieldError('votes', request.t(reason));
      }

      const eligible = new Set((await mom.playersWhoPlayed(fixture))[side]);
      const errors = createFieldErrors();
      const seen = new Set<number>();
      request.body.votes.forEach((vote, index) => {
        if (seen.has(vote.key)) errors.add(`votes.${index}.key`, request.t('mom.ratedTwice'));
        else if (!eligible.has(vote.key))
          errors.add(`votes.${index}.key`, request.t('mom.didNotPlay', { team: team.name }));
        seen.add(vote.key);
      });
      const grades = request.body.votes
        .filter((vote) => vote.value > 0)
        .map((vote) => ({ playerId: vote.key, grade: vote.value }));
      if (errors.empty && grades.length === 0) errors.add('votes', request.t('mom.nothingRated'));
      errors.throwIfAny(request.t('error.validationFailed'));

      const stored = await mom.castVote({
        tenantId: tenant.id,
        fixtureId: fixture.id,
        userId: user.id,
        teamId: team.id,
        grades,
        now,
      });
      if (!stored) throw fieldError('votes', request.t('mom.alreadyVoted'));
      reply.code(201);
      return {
        data: {
          fixture_id: fixture.id,
          team_id: team.id,
          user_votes: grades
            .map((g) => ({ player_id: g.playerId, grade: g.grade }))
            .sort((a, b) => a.player_id - b.player_id),
        },
      };
    },
  );
};
