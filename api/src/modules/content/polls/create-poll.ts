import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Translate } from '../../../i18n/messages';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { createFieldErrors } from '../../../lib/field-errors';
import { requireEditor } from '../editor/require-editor';
import { tenantQuery } from './poll-requests';
import { editorPollSchema, toEditorPoll } from './poll-view';
import type { PollsRepository } from './polls-repository';

/** Limits of a poll, in characters after trimming (code points) and in answers. */
const pollLimits = { questionMax: 300, answerMax: 150, answersMin: 2, answersMax: 10 } as const;

const createBody = z.object({
  question: z.string().describe(`Plain text, 1–${pollLimits.questionMax} characters after trimming`),
  answers: z
    .array(z.string())
    .describe(
      `${pollLimits.answersMin}–${pollLimits.answersMax} answers in the order shown; each plain text, ` +
        `1–${pollLimits.answerMax} characters after trimming, no answer twice`,
    ),
});

function characters(text: string): number {
  return [...text].length;
}

/** The question and answers as stored (trimmed), every problem under its field (`answers.{i}` for one answer). */
function checkPoll(body: z.infer<typeof createBody>, t: Translate): { question: string; answers: string[] } {
  const problems = createFieldErrors();
  const question = body.question.trim();
  if (question === '') problems.add('question', t('polls.questionRequired'));
  else if (characters(question) > pollLimits.questionMax)
    problems.add('question', t('polls.questionTooLong', { max: pollLimits.questionMax }));

  const answers = body.answers.map((answer) => answer.trim());
  if (answers.length < pollLimits.answersMin || answers.length > pollLimits.answersMax) {
    problems.add('answers', t('polls.answerCount', { min: pollLimits.answersMin, max: pollLimits.answersMax }));
  } else {
    const seen = new Set<string>();
    answers.forEach((answer, index) => {
      const field = `answers.${index}`;
      const folded = answer.toLocaleLowerCase();
      if (answer === '') problems.add(field, t('polls.answerRequired'));
      else if (characters(answer) > pollLimits.answerMax)
        problems.add(field, t('polls.answerTooLong', { max: pollLimits.answerMax }));
      else if (seen.has(folded)) problems.add(field, t('polls.answerTwice'));
      seen.add(folded);
    });
  }
  problems.throwIfAny(t('error.validationFailed'));
  return { question, answers };
}

/**
 * POST /api/v2/polls (POL-01): an editor makes a poll. The answer carries the markup to put in an
 * article body (`embed`), where the article page shows the poll. Question and answers are plain text:
 * stored as written (trimmed) and shown as text, so markup in them is shown, never run.
 */
export const createPollRoute: FastifyPluginAsyncZod<{ polls: PollsRepository }> = async (app, { polls }) => {
  app.post(
    '/api/v2/polls',
    {
      // 401 for a guest and 403 for a fan before the body is looked at.
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Create a poll (editors)',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        body: createBody,
        response: {
          201: z.object({ data: editorPollSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const editor = await requireEditor(request);
      const { question, answers } = checkPoll(request.body, request.t.bind(request));
      const id = await polls.create({ tenantId: tenant.id, question, answers, createdByUserId: editor.id });
      const poll = await polls.byId(tenant.id, id);
      if (poll === null) throw new HttpError(404, request.t('polls.unknownPoll'));
      reply.code(201);
      return { data: toEditorPoll(poll) };
    },
  );
};
