/**
 * @jest-environment-options {"runScripts": "dangerously"}
 */
// jsdom runs inline scripts only when asked to: this file checks that the custom code really runs.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authDialogAtom } from '@tribune/shared';
import { apiUrl, loginData, renderWithProviders, server, storeSession } from '../../test/render-with-providers';

const identity = { id: 3, name: 'Eddie Editor', email: 'editor@tribune.test' };

/** The tenant's code records each run and the identity it saw, the way a feedback widget would read it. */
const customCode = `
  window.adminCodeRuns = (window.adminCodeRuns || 0) + 1;
  window.identitySeenByCode = window.tribuneFeedbackIdentity;
`;

function serveAdminFrontEnd() {
  let calls = 0;
  server.use(
    http.get(apiUrl('/api/v2/user/admin-front-end'), ({ request }) => {
      calls += 1;
      if (request.headers.get('Authorization') !== 'Bearer token-of-editor')
        return HttpResponse.json({ data: null, metaData: { message: 'Forbidden.' } }, { status: 403 });
      return HttpResponse.json({ data: { custom_code: customCode, feedback: identity } });
    }),
  );
  return { calls: () => calls };
}

const runs = () => Reflect.get(window, 'adminCodeRuns');

afterEach(() => {
  for (const key of ['adminCodeRuns', 'identitySeenByCode', 'tribuneFeedbackIdentity'])
    Reflect.deleteProperty(window, key);
  for (const script of document.querySelectorAll('script[data-tribune-admin-code]')) script.remove();
});

test('[ACC-20] for an admin the custom code runs once, after the feedback identity was published', async () => {
  const events: unknown[] = [];
  const onIdentity = (event: Event) => events.push(event instanceof CustomEvent ? event.detail : null);
  window.addEventListener('tribune:feedback-identity', onIdentity);
  serveAdminFrontEnd();
  storeSession(
    loginData({
      authorization: 'token-of-editor',
      id: 3,
      username: 'editor',
      isAdmin: true,
      role: 'editor',
      name: 'Eddie Editor',
    }),
  );
  const { runtime } = await renderWithProviders();

  await waitFor(() => expect(runs()).toBe(1));
  expect(Reflect.get(window, 'identitySeenByCode')).toEqual(identity);
  expect(window.tribuneFeedbackIdentity).toEqual(identity);
  expect(events).toContainEqual(identity);

  // Re-rendering the page's account layer (a dialog opening and closing) never runs it again.
  act(() => runtime.store.set(authDialogAtom, 'login'));
  await screen.findByRole('dialog', { name: 'Log in' });
  act(() => runtime.store.set(authDialogAtom, null));
  await act(async () => undefined);
  expect(runs()).toBe(1);
  expect(document.querySelectorAll('script[data-tribune-admin-code]')).toHaveLength(1);
  window.removeEventListener('tribune:feedback-identity', onIdentity);
});

test("[ACC-20][SEO-03] the custom code runs as a script whose text is exactly the tenant's code, which the page's CSP allows by its hash", async () => {
  // The API puts the code's sha256 in the page's script-src (decision 0049): one character more and
  // the browser would refuse it. There is no nonce to copy, so the element carries none.
  serveAdminFrontEnd();
  storeSession(loginData({ authorization: 'token-of-editor', id: 3, username: 'editor', isAdmin: true }));
  await renderWithProviders();

  await waitFor(() => expect(runs()).toBe(1));
  const script = document.querySelector<HTMLScriptElement>('script[data-tribune-admin-code]');
  expect(script?.text).toBe(customCode);
  expect(script?.hasAttribute('nonce')).toBe(false);
  expect(script?.nonce).toBe('');
});

test('[ACC-20] for a user who is not an admin nothing is asked and nothing runs', async () => {
  const adminFrontEnd = serveAdminFrontEnd();
  storeSession();
  await renderWithProviders();
  expect(await screen.findByRole('button', { name: 'fan123' })).toBeInTheDocument();
  await act(async () => undefined);

  expect(adminFrontEnd.calls()).toBe(0);
  expect(runs()).toBeUndefined();
  expect(window.tribuneFeedbackIdentity).toBeUndefined();
  expect(document.querySelector('script[data-tribune-admin-code]')).toBeNull();
});

test('[ACC-20] for a guest nothing is asked and nothing runs', async () => {
  const adminFrontEnd = serveAdminFrontEnd();
  await renderWithProviders();
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  await act(async () => undefined);
  expect(adminFrontEnd.calls()).toBe(0);
  expect(runs()).toBeUndefined();
});
