import type { FastifyInstance, InjectOptions } from 'fastify';
import { devAdminToken } from '../../../src/config';
import { mailsTo } from '../../account-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../helper';

/**
 * The admins' feedback widget (ACC-20, docs/decisions/0044): POST /api/v2/admin/feedback. Mail goes to
 * the outbox (no SMTP configured), read back through /dev/mail. The tenant's feedback endpoint is an
 * https address on the internet, so there the network edge is `fetch` itself, replaced per test.
 */

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

afterEach(() => {
  jest.restoreAllMocks();
});

const url = '/api/v2/admin/feedback';
const contactInbox = 'redactie@tribune.test';
const browser = 'Mozilla/5.0 (X11; Linux x86_64) TribuneTest/1.0';

function patchSettings(tenantId: string, settings: Record<string, unknown>) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/tenants/${tenantId}/settings`,
    headers: { authorization: `Bearer ${devAdminToken}` },
    payload: settings,
  });
}

/** The identity the session gives the editor (an admin), as the admin front end names it. */
async function editorIdentity(token: string, tenant = 'tribune') {
  const response = await apiRequest(app, { method: 'GET', url: '/api/v2/user/admin-front-end', token, tenant });
  const { data }: { data: { feedback: { id: number; name: string; email: string } } } = response.json();
  return data.feedback;
}

function sendFeedback(
  payload: InjectOptions['payload'],
  options: { token?: string; tenant?: string; language?: 'en' | 'nl' } = {},
) {
  return apiRequest(app, { method: 'POST', url, payload, headers: { 'user-agent': browser }, ...options });
}

describe('[ACC-20] POST /api/v2/admin/feedback', () => {
  test('[ACC-20] an admin’s feedback is mailed to the contact inbox with their id, name and e-mail, the page, the browser and the tenant', async () => {
    const token = await loginToken(app, { login: 'editor' });
    const identity = await editorIdentity(token);
    const before = (await mailsTo(app, contactInbox)).length;

    const response = await sendFeedback(
      {
        message: 'The match report shows the wrong score.\nIt says 2-1, it was 1-2.',
        page_url: 'https://localhost/news/some-article?x=1',
      },
      { token },
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: { success_message: 'Thank you. Your feedback was sent to the site’s team.' },
    });
    const mails = await mailsTo(app, contactInbox);
    expect(mails).toHaveLength(before + 1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Feedback on Tribune from Editor');
    expect(mail?.text).toContain(
      `Editor (account ${identity.id}, editor@tribune.test) sent this feedback from Tribune:`,
    );
    expect(mail?.text).toContain('The match report shows the wrong score.\nIt says 2-1, it was 1-2.');
    expect(mail?.text).toContain('Page: https://localhost/news/some-article?x=1');
    expect(mail?.text).toContain(`Browser: ${browser}`);
    expect(mail?.text).toContain('Site: Tribune (tribune)');
    expect(mail?.html).toContain(
      '<a href="https://localhost/news/some-article?x=1">https://localhost/news/some-article?x=1</a>',
    );
  });

  test('[ACC-20] the identity comes from the session: an id, name or e-mail in the body is ignored', async () => {
    const token = await loginToken(app, { login: 'editor' });
    const identity = await editorIdentity(token);

    const response = await sendFeedback(
      {
        message: 'Who am I?',
        id: 999_999,
        name: 'Mallory',
        email: 'mallory@evil.test',
        admin: { id: 1, name: 'Mallory', email: 'mallory@evil.test' },
      },
      { token },
    );

    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo(app, contactInbox);
    expect(mail?.text).toContain('Who am I?');
    expect(mail?.text).toContain(`Editor (account ${identity.id}, editor@tribune.test)`);
    expect(mail?.text).not.toContain('Mallory');
    expect(mail?.text).not.toContain('mallory@evil.test');
    expect(mail?.text).not.toContain('999999');
    // No page was sent: the mail says so rather than leaving the line out.
    expect(mail?.text).toContain('Page: not included');
  });

  test('[ACC-20] a fan who is not an admin gets a 403 with the message, and nothing is mailed', async () => {
    const token = await loginToken(app, { login: 'fan' });
    const before = (await mailsTo(app, contactInbox)).length;

    const response = await sendFeedback({ message: 'Let me in' }, { token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: 'This is only available to the site’s administrators.' },
    });
    // Refused before the body is looked at: a fan learns nothing about what the form expects.
    const empty = await sendFeedback({}, { token, language: 'nl' });
    expect(empty.statusCode).toBe(403);
    expect(empty.json()).toEqual({
      data: null,
      metaData: { message: 'Dit is alleen beschikbaar voor de beheerders van de site.' },
    });
    expect(await mailsTo(app, contactInbox)).toHaveLength(before);
  });

  test('[ACC-20] a guest gets a 401 with the message, and nothing is mailed', async () => {
    const before = (await mailsTo(app, contactInbox)).length;
    const response = await sendFeedback({ message: 'Hello' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
    const invalid = await sendFeedback({ message: '' });
    expect(invalid.statusCode).toBe(401);
    expect(await mailsTo(app, contactInbox)).toHaveLength(before);
  });

  test('[ACC-20] an empty or blank message is a 422 under message, and nothing is mailed', async () => {
    const token = await loginToken(app, { login: 'editor' });
    const before = (await mailsTo(app, contactInbox)).length;

    for (const payload of [{}, { message: '' }, { message: '   \n\t ' }]) {
      const response = await sendFeedback(payload, { token });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        data: null,
        metaData: {
          message: 'The message field is required.',
          errors: { message: ['The message field is required.'] },
        },
      });
    }
    expect(await mailsTo(app, contactInbox)).toHaveLength(before);
  });

  test('[ACC-20] a message over 2000 characters is a 422 under message, in the admin’s language', async () => {
    const token = await loginToken(app, { login: 'editor' });
    const before = (await mailsTo(app, contactInbox)).length;

    const response = await sendFeedback({ message: 'x'.repeat(2001) }, { token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'The message field must not be greater than 2000 characters.',
        errors: { message: ['The message field must not be greater than 2000 characters.'] },
      },
    });
    const dutch = await sendFeedback({ message: 'x'.repeat(2001) }, { token, language: 'nl' });
    expect(dutch.json()).toMatchObject({ metaData: { errors: { message: [expect.stringContaining('bericht')] } } });
    expect(await mailsTo(app, contactInbox)).toHaveLength(before);

    // Exactly the limit is fine (counted after trimming, as the widget counts).
    const atLimit = await sendFeedback({ message: ` ${'y'.repeat(2000)} ` }, { token });
    expect(atLimit.statusCode).toBe(200);
  });

  test('[ACC-20] a page address that is not http(s) is a 422 under page_url, and nothing is mailed', async () => {
    const token = await loginToken(app, { login: 'editor' });
    const before = (await mailsTo(app, contactInbox)).length;
    const response = await sendFeedback({ message: 'Look here', page_url: 'javascript:alert(1)' }, { token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'The page address field format is invalid.',
        errors: { page_url: ['The page address field format is invalid.'] },
      },
    });
    expect(await mailsTo(app, contactInbox)).toHaveLength(before);
  });

  test('[ACC-20] the tenant’s feedback address takes the reports instead of the contact inbox', async () => {
    expect((await patchSettings('tribune', { feedback: { email: 'product@tribune.test' } })).statusCode).toBe(200);
    try {
      const token = await loginToken(app, { login: 'editor' });
      const before = (await mailsTo(app, contactInbox)).length;
      const response = await sendFeedback({ message: 'For the product team' }, { token });
      expect(response.statusCode).toBe(200);
      const [mail] = await mailsTo(app, 'product@tribune.test');
      expect(mail?.text).toContain('For the product team');
      expect(await mailsTo(app, contactInbox)).toHaveLength(before);
    } finally {
      await patchSettings('tribune', { feedback: null });
    }
  });

  test('[ACC-20] with a feedback endpoint the report is also posted there as JSON', async () => {
    const endpoint = 'https://tracker.example.com/intake/tribune';
    expect((await patchSettings('tribune', { feedback: { endpoint } })).statusCode).toBe(200);
    const realFetch = globalThis.fetch;
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const target = input instanceof Request ? input.url : String(input);
      if (target !== endpoint) return realFetch(input, init);
      calls.push({ url: target, init });
      return new Response(null, { status: 202 });
    });
    try {
      const token = await loginToken(app, { login: 'editor' });
      const identity = await editorIdentity(token);
      const response = await sendFeedback(
        { message: 'To the tracker', page_url: 'https://localhost/', name: 'Mallory' },
        { token },
      );
      expect(response.statusCode).toBe(200);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.init?.method).toBe('POST');
      expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBe('application/json');
      expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
        type: 'tribune.admin-feedback',
        tenant: { id: 'tribune', name: 'Tribune' },
        admin: { id: identity.id, name: 'Editor', email: 'editor@tribune.test' },
        message: 'To the tracker',
        page_url: 'https://localhost/',
        user_agent: browser,
        sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      // The inbox still gets it too.
      const [mail] = await mailsTo(app, contactInbox);
      expect(mail?.text).toContain('To the tracker');
    } finally {
      await patchSettings('tribune', { feedback: null });
    }
  });

  test('[ACC-20] a report that reaches no destination is a 503 the admin can retry', async () => {
    // tribune-nl: no contact inbox, and an endpoint that is down.
    expect(
      (
        await patchSettings('tribune-nl', {
          contactEmail: null,
          feedback: { endpoint: 'https://down.example.com/feedback' },
        })
      ).statusCode,
    ).toBe(200);
    const realFetch = globalThis.fetch;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const target = input instanceof Request ? input.url : String(input);
      if (target.startsWith('https://down.example.com/')) return new Response('oops', { status: 500 });
      return realFetch(input, init);
    });
    try {
      const token = await loginToken(app, { login: 'editor', tenant: 'tribune-nl' });
      const down = await sendFeedback({ message: 'Hallo' }, { token, tenant: 'tribune-nl', language: 'nl' });
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('30');
      expect(down.json()).toEqual({
        data: null,
        metaData: { message: 'Je feedback kon nu niet worden verstuurd. Probeer het zo opnieuw.' },
      });

      // Nowhere at all to send it: the admin is told so instead of being thanked.
      expect((await patchSettings('tribune-nl', { feedback: null })).statusCode).toBe(200);
      const nowhere = await sendFeedback({ message: 'Hallo' }, { token, tenant: 'tribune-nl' });
      expect(nowhere.statusCode).toBe(503);
      expect(nowhere.json()).toEqual({
        data: null,
        metaData: {
          message: 'Feedback cannot be sent yet: this site has no address for it. Ask the operator to set one.',
        },
      });
    } finally {
      await patchSettings('tribune-nl', { contactEmail: 'redactie@tribune-nl.test', feedback: null });
    }
  });

  test('[ACC-20] the tenant settings take a feedback address and an https endpoint only', async () => {
    const plain = await patchSettings('tribune', { feedback: { endpoint: 'http://tracker.example.com/intake' } });
    expect(plain.statusCode).toBe(422);
    expect(Object.keys(plain.json().metaData.errors)).toEqual(['feedback.endpoint']);
    const badEmail = await patchSettings('tribune', { feedback: { email: 'not an address' } });
    expect(badEmail.statusCode).toBe(422);
    expect(Object.keys(badEmail.json().metaData.errors)).toEqual(['feedback.email']);

    const good = await patchSettings('tribune', {
      feedback: { email: 'product@tribune.test', endpoint: 'https://tracker.example.com/intake' },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.feedback).toEqual({
      email: 'product@tribune.test',
      endpoint: 'https://tracker.example.com/intake',
    });
    await patchSettings('tribune', { feedback: null });
  });
});

test('[ACC-20] feedback is rate limited per tenant and client, like the contact form', async () => {
  const limited = await buildTestApp({ env: { RATE_LIMIT_CONTACT_MAX: '2' } });
  try {
    const token = await loginToken(limited, { login: 'editor' });
    const send = () =>
      apiRequest(limited, { method: 'POST', url, token, payload: { message: 'Again' } }).then((r) => r.statusCode);
    expect([await send(), await send(), await send()]).toEqual([200, 200, 429]);
  } finally {
    await limited.close();
  }
}, 60_000);
