import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addFieldError, errorResponse, type FieldErrors, HttpError } from '../../lib/http-error';
import { recaptchaField, recaptchaTokenSchema, requireRecaptcha } from '../../lib/recaptcha';
import { rateLimited } from '../../plugins/rate-limit';
import { contactMail } from './contact-mail';
import type { ContactMessagesRepository } from './contact-messages-repository';

/** Every field optional here: the form wants one 422 listing every problem per field, in the person's language. */
const contactBody = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  message: z.string().optional(),
  check_score: z.union([z.string(), z.number()]).optional().describe('Sent by the spec front end; not used'),
  [recaptchaField]: recaptchaTokenSchema,
});

type ContactBody = z.infer<typeof contactBody>;

const emailFormat = z.email();
const limits = { name: 100, email: 255, message: 5000 } as const;

interface ValidContact {
  name: string;
  email: string;
  message: string;
}

function validateContact(
  request: FastifyRequest,
  body: ContactBody,
): { valid: ValidContact } | { errors: FieldErrors } {
  const t = request.t.bind(request);
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => addFieldError(errors, field, message);

  // One line: the name goes into the mail's subject and Reply-To.
  const name = (body.name ?? '').replace(/\s+/g, ' ').trim();
  const nameAttr = { attribute: t('contact.field.name') };
  if (name === '') add('name', t('validation.required', nameAttr));
  else if (name.length > limits.name) add('name', t('validation.maxString', { ...nameAttr, max: limits.name }));

  const email = (body.email ?? '').trim();
  const emailAttr = { attribute: t('attribute.email') };
  if (email === '') add('email', t('validation.required', emailAttr));
  else if (email.length > limits.email) add('email', t('validation.maxString', { ...emailAttr, max: limits.email }));
  else if (!emailFormat.safeParse(email).success) add('email', t('validation.email', emailAttr));

  const message = (body.message ?? '').trim();
  const messageAttr = { attribute: t('contact.field.message') };
  if (message === '') add('message', t('validation.required', messageAttr));
  else if (message.length > limits.message)
    add('message', t('validation.maxString', { ...messageAttr, max: limits.message }));

  return Object.keys(errors).length > 0 ? { errors } : { valid: { name, email, message } };
}

/**
 * POST /api/front/v1/contact (CON-01): a message to the site's editors. Checked with reCAPTCHA v3 when
 * the tenant has it, stored (so nothing is lost when mail fails), then mailed to the tenant's contact
 * address with the sender as Reply-To.
 */
export const sendContactMessageRoute: FastifyPluginAsyncZod<{ contactMessages: ContactMessagesRepository }> = async (
  app,
  { contactMessages },
) => {
  app.post(
    '/api/front/v1/contact',
    {
      config: {
        ...rateLimited(app, 'contact', app.config.rateLimit.contactMax),
        // The front end sends this form as multipart (FormData); plain fields only.
        multipart: { files: 0 },
      },
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the editors (multipart, form-encoded or JSON)',
        body: contactBody,
        response: {
          200: z.object({ data: z.object({ success_message: z.string() }) }),
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tenant = await request.requireTenant();
      const outcome = validateContact(request, request.body);
      if ('errors' in outcome) {
        const first = Object.values(outcome.errors)[0]?.[0] ?? request.t('error.validationFailed');
        throw new HttpError(422, first, outcome.errors);
      }
      const { name, email, message } = outcome.valid;

      // Kept with the message: a low but accepted score helps an editor judge it.
      const score = (await requireRecaptcha(request, tenant, request.body[recaptchaField], 'contact'))?.score ?? null;
      const recaptchaScore = score === null ? null : String(score);

      const member = (await request.getUser())?.user ?? null;
      const stored = await contactMessages.store({
        tenantId: tenant.id,
        userId: member?.id ?? null,
        name,
        email,
        message,
        recaptchaScore,
      });

      const to = tenant.settings.contactEmail;
      if (to === undefined) {
        request.log.info(
          { tenantId: tenant.id, contactMessageId: stored?.id },
          'contact message stored (no contact address to mail)',
        );
      } else {
        try {
          await app.mailer.send({
            tenantId: tenant.id,
            to,
            replyTo: { name, address: email },
            ...contactMail({ tenant, name, email, message, member }),
          });
        } catch (error) {
          // The message is stored; the sender need not try again because the mail server hiccuped.
          request.log.error(
            { err: error, tenantId: tenant.id, contactMessageId: stored?.id },
            'contact mail could not be sent',
          );
        }
      }
      return { data: { success_message: request.t('contact.sent') } };
    },
  );
};
