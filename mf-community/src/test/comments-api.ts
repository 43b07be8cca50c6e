import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiUrl } from '@tribune/shared/testing';
import { commentsPage, threadComment, type WireComment } from './comments';

export { apiUrl };

interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

/**
 * A small stand-in for the comments API of one resource: it keeps the list, answers the list, featured
 * and single-comment calls, and records what was sent. Tests add their own handlers for anything else.
 */
export function fakeCommentsApi(initial: WireComment[], { type = 'article', id = '42' } = {}) {
  let comments = [...initial];
  const requests: RecordedRequest[] = [];
  const base = `/api/v2/comments/${type}/${id}`;
  const record = async (request: Request) => {
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      body: text ? (JSON.parse(text) as unknown) : null,
      headers: request.headers,
    });
  };
  const handlers = [
    http.get(apiUrl(base), async ({ request }) => {
      await record(request);
      return HttpResponse.json(commentsPage(comments));
    }),
    http.get(apiUrl(`${base}/featured`), () => HttpResponse.json({ data: null })),
  ];
  return {
    handlers,
    requests,
    sent: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.url.pathname === path),
    setComments(next: WireComment[]) {
      comments = next;
    },
    add(comment: WireComment) {
      comments = [comment, ...comments];
    },
    record,
  };
}

export function json(body: JsonBodyType, status = 200) {
  return HttpResponse.json(body, { status });
}

export function errorBody(message: string) {
  return { data: null, metaData: { message } };
}

export { threadComment };
