import { createBrowserPageAreas, createServerPageAreas } from './page-areas';

async function flushMicrotasks() {
  await Promise.resolve();
}

describe('the page areas the browser waits for before the page is interactive', () => {
  it('[PLT-10] marks the page once every area the server rendered has hydrated', async () => {
    const server = createServerPageAreas();
    server.note('page', ['outer']);
    server.note('slot', ['outer', 'inner']);
    const onAllSettled = jest.fn();
    const browser = createBrowserPageAreas(server.list(), onAllSettled);
    await flushMicrotasks();
    browser.note('slot', ['outer', 'inner']);
    expect(onAllSettled).not.toHaveBeenCalled();
    browser.note('page', ['outer']);
    expect(onAllSettled).toHaveBeenCalledTimes(1);
  });

  it('[PLT-10] counts a slot inside a page whose remote failed as settled, so the page still becomes interactive', async () => {
    const server = createServerPageAreas();
    server.note('shell-slot', ['header']);
    server.note('page', ['page-boundary']);
    server.note('score-strip', ['page-boundary', 'strip-boundary']);
    const onAllSettled = jest.fn();
    const browser = createBrowserPageAreas(server.list(), onAllSettled);
    browser.fail('page-boundary');
    await flushMicrotasks();
    expect(onAllSettled).not.toHaveBeenCalled();
    browser.note('shell-slot', ['header']);
    expect(onAllSettled).toHaveBeenCalledTimes(1);
  });

  it('[ISSUE-10] counts an area the browser renders itself under a new id (a sibling remote left to the browser)', async () => {
    const server = createServerPageAreas();
    server.note('_R_c_', ['_R_4_']);
    const onAllSettled = jest.fn();
    const browser = createBrowserPageAreas(server.list(), onAllSettled);
    await flushMicrotasks();
    browser.note('_r_1_', ['_r_0_']);
    expect(onAllSettled).toHaveBeenCalledTimes(1);
  });

  it('[PLT-10] a failed boundary the server knows nothing of counts for its own part', async () => {
    const server = createServerPageAreas();
    server.note('header', []);
    server.note('page', ['_R_4_']);
    const onAllSettled = jest.fn();
    const browser = createBrowserPageAreas(server.list(), onAllSettled);
    browser.note('header', []);
    browser.fail('_r_9_');
    expect(onAllSettled).toHaveBeenCalledTimes(1);
  });

  it('[PLT-10] marks a page with no server-rendered area at once, and only once', async () => {
    const onAllSettled = jest.fn();
    const browser = createBrowserPageAreas([], onAllSettled);
    await flushMicrotasks();
    browser.note('late', []);
    expect(onAllSettled).toHaveBeenCalledTimes(1);
  });
});
