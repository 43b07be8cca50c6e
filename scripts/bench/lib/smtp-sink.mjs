// A mailbox for the bench's API on 127.0.0.1, through smtp-server (from the nodemailer project). run.mjs points the API's SMTP_URL at it, so the mail the API sends
// (the contact form's mail to the editors, the verification link after registration) can be read back
// in production mode, where the development outbox (/dev/mail) does not exist. Bounded: at most
// `maxMessages` messages of at most `maxBytes` each are kept; beyond that the sink answers 452/552.
import { SMTPServer } from 'smtp-server';

/**
 * The text of a message with its transfer encodings undone well enough to search it: quoted-printable
 * soft line breaks joined and `=XX` escapes decoded, and every base64 block decoded and appended.
 */
export function searchableText(data) {
  const quotedPrintable = data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Blocks = data.match(/(?:^[A-Za-z0-9+/]{16,}={0,2}\r?\n)+/gm) ?? [];
  const decoded = base64Blocks.map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [quotedPrintable, ...decoded].join('\n');
}

/**
 * Starts the sink on a free loopback port (nodemailer's own smtp-server: no TLS, no auth).
 * @returns {Promise<{ port: number, url: string, messages: { from: string, to: string[], data: string, receivedAt: number }[], stop: () => Promise<void> }>}
 */
export function startSmtpSink({ maxMessages = 100_000, maxBytes = 1_000_000 } = {}) {
  const messages = [];
  const refuse = (responseCode, text) => Object.assign(new Error(text), { responseCode });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(refuse(552, 'message too big'));
        if (messages.length >= maxMessages) return callback(refuse(452, 'mailbox full'));
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          data: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        });
        return callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.server.unref(); // never what keeps the bench running
      const { port } = server.server.address();
      resolve({
        port,
        url: `smtp://127.0.0.1:${port}`,
        messages,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
