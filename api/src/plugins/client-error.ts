import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type MessageKey, translate } from '../i18n/messages';
import { errorBody } from '../lib/http-error';
import { hooklessErrorHeaders } from './security-headers';

const answers: Record<string, { status: number; message: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'error.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'error.requestTimeout' },
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (a body
 * longer than its Content-Length, a garbled request line, headers over the limit) is answered in the
 * one error shape, like every other failure, instead of Node's own `{"error":"Bad Request"}`. There is
 * no request to read a language from, so the text is English; the connection is closed, since the
 * parser has lost its place in the stream.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message } = answers[error.code ?? ''] ?? { status: 400, message: 'error.badRequest' };
  const body = JSON.stringify(errorBody(translate('en', message)));
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      // No request, so no helmet.
      ...Object.entries(hooklessErrorHeaders).map(([name, value]) => `${name}: ${value}`),
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
