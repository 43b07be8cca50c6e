import type { Server as HttpServer } from 'node:http';
import type { Server as TcpServer } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { devAdminToken } from '../../../src/config';
import { contactMessages } from '../../../src/db/schema';
import { mailsTo, multipart } from '../../account-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../helper';
import { type SiteverifyCall, startSiteverify } from '../../siteverify';

/**
 * The contact form (CON-01). Google's reCAPTCHA siteverify endpoint (./siteverify.ts) and the SMTP server
 * are the network edges: both are small real servers on 127.0.0.1, not mocks of our own code.
 */

/** A mail server on loopback (nodemailer's own smtp-server, no TLS, no auth) keeping each message's source. */
function startSmtp(received: string[]): Promise<{ server: TcpServer; port: number }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    smtp.listen(0, '127.0.0.1', () => resolve({ server: smtp.server, port: portOf(smtp.server) }));
  });
}

function portOf(server: HttpServer | TcpServer): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function closeServer(server: HttpServer | TcpServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

const siteverifyCalls: SiteverifyCall[] = [];
let siteverify: { server: HttpServer; url: string };
let app: FastifyInstance;

beforeAll(async () => {
  siteverify = await startSiteverify(siteverifyCalls);
  app = await buildTestApp({ env: { RECAPTCHA_VERIFY_URL: siteverify.url } });
}, 60_000);

afterAll(async () => {
  await app.close();
  if (siteverify.server.listening) await closeServer(siteverify.server);
});

const message = {
  check_score: '1',
  name: 'Jamie Supporter',
  email: 'jamie@example.com',
  message: 'Great match report!\nCould you write about the youth team as well?',
};

async function storedMessages(tenantId: string) {
  return app.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.tenantId, tenantId))
    .orderBy(desc(contactMessages.id));
}

function setRecaptcha(tenantId: string, recaptcha: Record<string, unknown> | null) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/tenants/${tenantId}/settings`,
    headers: { authorization: `Bearer ${devAdminToken}` },
    payload: { recaptcha },
  });
}

describe('[CON-01] the contact form without reCAPTCHA', () => {
  test('[CON-01] a multipart message is stored and mailed to the tenant’s contact address', async () => {
    const form = multipart({ ...message, 'g-recaptcha-response': '' });
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/front/v1/contact',
      tenant: 'tribune-nl',
      language: 'nl',
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { success_message: 'Bedankt voor je bericht. We reageren zo snel mogelijk.' },
    });

    const [stored] = await storedMessages('tribune-nl');
    expect(stored).toMatchObject({
      userId: null,
      name: 'Jamie Supporter',
      email: 'jamie@example.com',
      message: message.message,
      recaptchaScore: null,
    });

    const [mail] = await mailsTo(app, 'redactie@tribune-nl.test', 'tribuneNl');
    expect(mail).toMatchObject({
      tenant_id: 'tribune-nl',
      subject: 'Contactformulier Tribune NL: bericht van Jamie Supporter',
    });
    expect(mail?.text).toContain(
      'Jamie Supporter <jamie@example.com> stuurde dit bericht via het contactformulier van Tribune NL:',
    );
    expect(mail?.text).toContain(message.message);
    expect(mail?.html).toContain('Great match report!');
  });

  test('[CON-01] a logged-in sender is recorded with the message, and the mail says so', async () => {
    const token = await loginToken(app, { login: 'fan' });
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/front/v1/contact',
      token,
      payload: { ...message, name: 'Tribune Fan', email: 'fan@tribune.test', message: 'Hello <b>editors</b> & co' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { success_message: 'Thank you for your message. We will get back to you as soon as possible.' },
    });
    const [stored] = await storedMessages('tribune');
    expect(stored?.userId).toEqual(expect.any(Number));
    expect(stored?.message).toBe('Hello <b>editors</b> & co');

    const [mail] = await mailsTo(app, 'redactie@tribune.test');
    expect(mail?.text).toContain('Sent while logged in as fan (account');
    // The message is text: in the HTML mail it is escaped, never markup.
    expect(mail?.html).toContain('Hello &lt;b&gt;editors&lt;/b&gt; &amp; co');
  });

  test('[CON-01] empty fields are a 422 with a message under name, email and message', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/front/v1/contact',
      payload: { check_score: '1' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'The name field is required.',
        errors: {
          name: ['The name field is required.'],
          email: ['The email field is required.'],
          message: ['The message field is required.'],
        },
      },
    });
  });

  test('[CON-01] [PLT-06] too long and malformed fields are refused per field, in Dutch', async () => {
    const before = (await storedMessages('tribune-nl')).length;
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/front/v1/contact',
      tenant: 'tribune-nl',
      language: 'nl',
      payload: { name: 'n'.repeat(101), email: 'geen-adres', message: 'm'.repeat(5001) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'Het veld naam mag niet meer dan 100 tekens bevatten.',
        errors: {
          name: ['Het veld naam mag niet meer dan 100 tekens bevatten.'],
          email: ['Het veld e-mailadres moet een geldig e-mailadres zijn.'],
          message: ['Het veld bericht mag niet meer dan 5000 tekens bevatten.'],
        },
      },
    });
    expect(await storedMessages('tribune-nl')).toHaveLength(before);
  });
});

describe('[CON-01] the contact form with reCAPTCHA', () => {
  beforeAll(async () => {
    const response = await setRecaptcha('tribune', { siteKey: 'site-key', secretKey: 'secret-key', minScore: 0.5 });
    expect(response.statusCode).toBe(200);
  });

  async function send(token: string | undefined, remoteAddress = '203.0.113.7') {
    const payload = token === undefined ? message : { ...message, 'g-recaptcha-response': token };
    return apiRequest(app, { method: 'POST', url: '/api/front/v1/contact', payload, remoteAddress });
  }

  test('[CON-01] an accepted token: Google is asked with the secret, token and client IP, and the score is kept', async () => {
    siteverifyCalls.length = 0;
    const response = await send('human');
    expect(response.statusCode).toBe(200);
    expect(siteverifyCalls).toEqual([{ secret: 'secret-key', response: 'human', remoteip: '203.0.113.7' }]);
    const [stored] = await storedMessages('tribune');
    expect(stored).toMatchObject({ recaptchaScore: '0.9', email: 'jamie@example.com' });
  });

  test('[CON-01] a score below the tenant’s minimum is a 422 under g-recaptcha-response, nothing stored', async () => {
    const before = (await storedMessages('tribune')).length;
    const response = await send('bot');
    expect(response.statusCode).toBe(422);
    const text = 'We could not confirm that you are not a robot. Please try again.';
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: text, errors: { 'g-recaptcha-response': [text] } },
    });
    expect(await storedMessages('tribune')).toHaveLength(before);
  });

  test('[CON-01] a token Google refuses (reused or expired) is a 422 too', async () => {
    const response = await send('reused');
    expect(response.statusCode).toBe(422);
    const text = 'We could not confirm that you are not a robot. Please try again.';
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: text, errors: { 'g-recaptcha-response': [text] } },
    });
  });

  test('[CON-01] a missing token is a 422 without asking Google', async () => {
    siteverifyCalls.length = 0;
    const response = await send(undefined);
    expect(response.statusCode).toBe(422);
    const text = 'Please confirm that you are not a robot.';
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: text, errors: { 'g-recaptcha-response': [text] } },
    });
    expect(siteverifyCalls).toEqual([]);
  });

  test('[CON-01] a failing Google (5xx) asks the sender to try again', async () => {
    const response = await send('makes-google-fail');
    expect(response.statusCode).toBe(422);
    const text = 'We could not check that you are not a robot right now. Please try again in a moment.';
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: text, errors: { 'g-recaptcha-response': [text] } },
    });
  });

  test('[CON-01] an unreachable Google is a 422 "try again", in the sender’s language, never a 500', async () => {
    await closeServer(siteverify.server);
    const before = (await storedMessages('tribune')).length;
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/front/v1/contact',
      language: 'nl',
      payload: { ...message, 'g-recaptcha-response': 'human' },
    });
    expect(response.statusCode).toBe(422);
    const text = 'We konden nu niet controleren of je geen robot bent. Probeer het zo opnieuw.';
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: text, errors: { 'g-recaptcha-response': [text] } },
    });
    expect(await storedMessages('tribune')).toHaveLength(before);
  });

  afterAll(async () => {
    await setRecaptcha('tribune', null);
  });
});

describe('[CON-01] the contact mail over SMTP', () => {
  const received: string[] = [];
  let smtp: { server: TcpServer; port: number };
  let smtpApp: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtp(received);
    smtpApp = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_CONTACT_MAX: '3' } });
  }, 60_000);

  afterAll(async () => {
    await smtpApp.close();
    if (smtp.server.listening) await closeServer(smtp.server);
  });

  test('[CON-01] the mail goes to the contact address with the sender as Reply-To', async () => {
    const response = await apiRequest(smtpApp, { method: 'POST', url: '/api/front/v1/contact', payload: message });
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const mail = received[0] ?? '';
    expect(mail).toMatch(/^To: redactie@tribune\.test\r$/m);
    expect(mail).toMatch(/^Reply-To: Jamie Supporter <jamie@example\.com>\r$/m);
    expect(mail).toMatch(/^Subject: Contact form Tribune: message from Jamie Supporter\r$/m);
  });

  test('[CON-01] when the mail server is down the message is still stored and the sender still thanked', async () => {
    await closeServer(smtp.server);
    const response = await apiRequest(smtpApp, {
      method: 'POST',
      url: '/api/front/v1/contact',
      payload: { ...message, message: 'Sent while the mail server is down' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { success_message: 'Thank you for your message. We will get back to you as soon as possible.' },
    });
    const [stored] = await smtpApp.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored?.message).toBe('Sent while the mail server is down');
  });

  test('[CON-01] the form is rate limited per tenant and IP (the 4th message in a minute is a 429)', async () => {
    const third = await apiRequest(smtpApp, { method: 'POST', url: '/api/front/v1/contact', payload: {} });
    expect(third.statusCode).toBe(422);
    const limited = await apiRequest(smtpApp, { method: 'POST', url: '/api/front/v1/contact', payload: message });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      data: null,
      metaData: { message: 'Too many attempts. Please wait a minute and try again.' },
    });
  });
});
