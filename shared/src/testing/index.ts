/**
 * Test helpers for every front-end part (`@tribune/shared/testing`). Only tests import this entry;
 * it is not part of the federated singleton and never ships to the browser.
 */
export { renderWithTribune, testLoginData, testUser } from './render-with-tribune';
export type { RenderWithTribuneOptions } from './render-with-tribune';
export { testApiOrigin, testBootstrap } from './test-bootstrap';
export { apiUrl, mockApi, mockChannelAuthorization } from './mock-api';
export { uncheckedRequest } from './unchecked-request';
export { createFakePusher } from './fake-pusher';
export { fakePushEndpoint, installBrowserPush, removeBrowserPush } from './fake-browser-push';
