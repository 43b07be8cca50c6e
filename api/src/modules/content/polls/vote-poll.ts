import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { fieldError } from '../../../lib/field-errors';
import { addressKeyOf, hasVisitorIdHeader, pollIdParams, tenantQuery, type Voter } from './poll-requests';
import { pollSchema, toPoll } from './poll-view';
import type { PollsRepository } from './polls-repository';
import { visitorCookieKey, visitorIdOrIssue } from './visitor-cookie';

/** Votes per window, tenant and client address: a household voting in every poll of a page, not a script. */
const POLL_VOTE_RATE_LIMIT = 60;

/**
 * SEC-04: guest votes per poll, client address and day. A household behind one address (family, fans in
 * a pub) fits; a script clearing its cookie between votes stops here (decision 0048).
 */
const GUEST_VOTES_PER_ADDRESS_PER_DAY = 3;

const pollKey = z.number().int().positive().max(2_147_483_647);

/**
 * POST /api/front/v1/poll/{id}/vote (POL-01), body `{poll_id, answer_id}`: one vote per poll and user,
 * or for a guest (who still sends `X-Visitor-Id`) per browser as the signed visitor cookie names it, and
 * at most GUEST_VOTES_PER_ADDRESS_PER_DAY guest votes per client address (SEC-04, decision 0048). A guest
 * without a valid cookie gets one and a 428 asking to vote again: the vote is not counted, since a
 * client that never keeps cookies would otherwise vote afresh every time. The vote and both counts are written in one transaction. Refused with
 * a 422 in the error shape: a `poll_id` that is not the address's, a closed poll and a second vote
 * (under `poll_id`), an answer of another poll (under `answer_id`). A second vote does not change the
 * first; the client shows the results after it (`my_answer` of the show endpoint is the vote that counts).
 * Answers the poll as the show endpoint does, with the new counts.
 */
export const votePollRoute: FastifyPluginAsyncZod<{ polls: PollsRepository }> = async (app, { polls }) => {
  const cookieKey = visitorCookieKey(app.config.adminToken);
  app.post(
    '/api/front/v1/poll/:id/vote',
    {
      // A vote changes no page: the public caches stay (the poll's answer is never one of them).
      config: {
        ...rateLimited(app, 'poll-vote', POLL_VOTE_RATE_LIMIT),
        leavesContentUnchanged: true,
        leavesAccountsUnchanged: true,
      },
      schema: {
        tags: ['Content'],
        summary: 'Vote in a poll',
        params: pollIdParams,
        querystring: tenantQuery,
        body: z.object({
          poll_id: pollKey.describe('The poll of the address'),
          answer_id: pollKey.describe('One of the poll’s answers'),
        }),
        response: {
          201: z.object({ data: pollSchema }).describe('The vote counted: the poll with the new counts'),
          400: errorResponse,
          404: errorResponse,
          422: errorResponse,
          428: errorResponse.describe('A guest without a valid visitor cookie: it is set now, vote again'),
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const t = request.t.bind(request);
      const pollId = request.params.id;
      const owner = await request.getUser();
      let voter: Voter;
      if (owner !== null) voter = { kind: 'user', userId: owner.user.id };
      else {
        if (!hasVisitorIdHeader(request)) throw new HttpError(400, t('polls.visitorIdRequired'));
        const visitorId = visitorIdOrIssue(request, reply, cookieKey);
        if (visitorId === null) throw new HttpError(428, t('polls.voteAgain'));
        voter = { kind: 'guest', visitorId, addressKey: addressKeyOf(request, cookieKey) };
      }
      if (request.body.poll_id !== pollId) {
        // The address names the poll; a body about another one is refused, after the address is checked.
        if ((await polls.byId(tenant.id, pollId)) === null) throw new HttpError(404, t('polls.unknownPoll'));
        throw fieldError('poll_id', t('polls.pollMismatch'));
      }
      const outcome = await polls.vote({
        tenantId: tenant.id,
        pollId,
        answerId: request.body.answer_id,
        voter,
        guestVotesPerAddressPerDay: GUEST_VOTES_PER_ADDRESS_PER_DAY,
      });
      switch (outcome) {
        case 'unknown-poll':
          throw new HttpError(404, t('polls.unknownPoll'));
        case 'closed':
          throw fieldError('poll_id', t('polls.closed'));
        case 'other-answer':
          throw fieldError('answer_id', t('polls.answerOfOtherPoll'));
        case 'already-voted':
          throw fieldError('poll_id', t('polls.alreadyVoted'));
        case 'address-limit':
          throw new HttpError(429, t('polls.addressLimit', { max: GUEST_VOTES_PER_ADDRESS_PER_DAY }));
        case 'voted':
          break;
      }
      const poll = await polls.byId(tenant.id, pollId, voter);
      if (poll === null) throw new HttpError(404, t('polls.unknownPoll'));
      reply.code(201);
      return { data: toPoll(poll) };
    },
  );
};
