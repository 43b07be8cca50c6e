import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * Google's reCAPTCHA siteverify endpoint, the network edge of every form with a reCAPTCHA check
 * (contact form, registration): a small real server on 127.0.0.1, pointed at by RECAPTCHA_VERIFY_URL,
 * not a mock of our own code.
 */

export interface SiteverifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

/**
 * Answers like Google's siteverify, by the token it is given: `human` passes (score 0.9), `bot` scores
 * 0.2, `reused` is refused, and any other token gets a 500. Every call is recorded in `calls`.
 */
export function startSiteverify(calls: SiteverifyCall[]): Promise<{ server: Server; url: string }> {
  const server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      const token = form.get('response');
      calls.push({ secret: form.get('secret'), response: token, remoteip: form.get('remoteip') });
      const answers: Record<string, object> = {
        human: { success: true, score: 0.9, action: 'submit', hostname: 'localhost' },
        bot: { success: true, score: 0.2, action: 'submit', hostname: 'localhost' },
        reused: { success: false, 'error-codes': ['timeout-or-duplicate'] },
      };
      const answer = token === null ? undefined : answers[token];
      if (answer === undefined) {
        response.writeHead(500).end('oops');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      resolve({ server, url: `http://127.0.0.1:${address.port}/recaptcha/api/siteverify` });
    });
  });
}
