// A mailbox for the bench's API: just enough SMTP (no TLS, no auth, no pipelining) to receive what
// nodemailer sends, on 127.0.0.1. run.mjs points the API's SMTP_URL at it, so the mail the API sends
// (the contact form's mail to the editors, the verification link after registration) can be read back
// in production mode, where the development outbox (/dev/mail) does not exist. Bounded: at most
// `maxMessages` messages of at most `maxBytes` each are kept; beyond that the sink answers 452/552.
import net from 'node:net';

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
 * Starts the sink on a free loopback port.
 * @returns {Promise<{ port: number, url: string, messages: { from: string, to: string[], data: string, receivedAt: number }[], stop: () => Promise<void> }>}
 */
export function startSmtpSink({ maxMessages = 100_000, maxBytes = 1_000_000 } = {}) {
  const messages = [];
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    let envelope = { from: '', to: [] };
    let inData = false;
    let data = '';
    let tooBig = false;
    socket.write('220 127.0.0.1 ESMTP tribune bench sink\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (tooBig) socket.write('552 message too big\r\n');
            else if (messages.length >= maxMessages) socket.write('452 mailbox full\r\n');
            else {
              messages.push({ from: envelope.from, to: envelope.to, data, receivedAt: Date.now() });
              socket.write('250 OK queued\r\n');
            }
            envelope = { from: '', to: [] };
            data = '';
            tooBig = false;
          } else if (!tooBig) {
            data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
            tooBig = data.length > maxBytes;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        const argument = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (command === 'EHLO') socket.write('250-127.0.0.1\r\n250 8BITMIME\r\n');
        else if (command === 'HELO') socket.write('250 127.0.0.1\r\n');
        else if (command === 'MAIL') {
          envelope = { from: argument, to: [] };
          socket.write('250 OK\r\n');
        } else if (command === 'RCPT') {
          envelope.to.push(argument.toLowerCase());
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'RSET') {
          envelope = { from: '', to: [] };
          socket.write('250 OK\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
      if (buffer.length > maxBytes) socket.destroy(); // a line without an end: not a mail client
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref(); // never what keeps the bench running
      const { port } = server.address();
      resolve({
        port,
        url: `smtp://127.0.0.1:${port}`,
        messages,
        stop: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
