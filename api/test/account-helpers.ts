import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiRequest, body, hosts } from './helper';

/** Helpers shared by the self-service account tests (issue 4). */

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  tenant_id: string;
}

/** Every mail of `tenant` to `address` in the outbox, newest first (the outbox answers on the tenant's host). */
export async function mailsTo(
  app: FastifyInstance,
  address: string,
  tenant: keyof typeof hosts = 'tribune',
): Promise<OutboxMail[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/dev/mail?to=${encodeURIComponent(address)}`,
    headers: { host: hosts[tenant] },
  });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode}`);
  const payload: { data: OutboxMail[] } = response.json();
  return payload.data;
}

/**
 * Waits (bounded: 5 s) until `address` has received `count` mails, for mail sent after the answer
 * (ACC-07), and returns them newest first.
 */
export async function waitForMails(
  app: FastifyInstance,
  address: string,
  count = 1,
  tenant: keyof typeof hosts = 'tribune',
): Promise<OutboxMail[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await mailsTo(app, address, tenant);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} mail(s) to ${address}`);
}

/**
 * The match of `pattern` in the newest mail to `address` that has one, once `count` such mails arrived
 * (bounded wait: 5 s).
 */
export async function linkIn(
  app: FastifyInstance,
  address: string,
  pattern: RegExp,
  count = 1,
): Promise<RegExpExecArray> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const matches = (await mailsTo(app, address))
      .map((mail) => pattern.exec(mail.text))
      .filter((match): match is RegExpExecArray => match !== null);
    const [newest] = matches;
    if (newest !== undefined && matches.length >= count) return newest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} mail(s) to ${address} with a link matching ${pattern}`);
}

/** The `data` object of an answer. */
export function data(response: LightMyRequestResponse): Record<string, unknown> {
  const value = body(response)['data'];
  if (typeof value !== 'object' || value === null) throw new Error(`no data object: ${response.body}`);
  return Object.fromEntries(Object.entries(value));
}

interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string | FilePart>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----tribune-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Registers a fresh (unverified) account and returns its id and token. */
export async function registerUser(
  app: FastifyInstance,
  account: { username: string; email: string; password?: string; tenant?: string },
): Promise<{ id: number; token: string }> {
  const password = account.password ?? 'correct-horse';
  const response = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/r-register',
    tenant: account.tenant,
    payload: { username: account.username, email: account.email, password, password_confirmation: password },
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const created = data(response);
  const id = created['id'];
  const token = created['authorization'];
  if (typeof id !== 'number' || typeof token !== 'string') throw new Error('registration answered without id or token');
  return { id, token };
}

/** A real 1×1 PNG (one transparent pixel). */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
