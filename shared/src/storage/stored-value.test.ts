import * as v from 'valibot';
import { storedValue } from './stored-value';

const picks = storedValue('test_picks', v.record(v.string(), v.picklist(['1', 'X', '2'])));

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

test('[FP-03] a value written is read back through its schema', () => {
  picks.write({ 12: 'X' });
  expect(window.localStorage.getItem('test_picks')).toBe('{"12":"X"}');
  expect(picks.read()).toEqual({ 12: 'X' });
  picks.remove();
  expect(picks.read()).toBeNull();
});

test('[FP-03] what another version or the fan left there reads as nothing, never as an error', () => {
  window.localStorage.setItem('test_picks', 'not json');
  expect(picks.read()).toBeNull();
  window.localStorage.setItem('test_picks', '{"12":"home"}');
  expect(picks.read()).toBeNull();
});

test('[FP-03] storage that refuses (full, blocked) is a convenience lost, not a failure', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  });
  expect(() => picks.write({ 3: '1' })).not.toThrow();
  setItem.mockRestore();
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('Blocked', 'SecurityError');
  });
  expect(picks.read()).toBeNull();
  getItem.mockRestore();
});

test('[FP-03] the session area lasts for the tab, apart from the local one', () => {
  const draft = storedValue('test_draft', v.object({ text: v.string() }), 'session');
  draft.write({ text: 'Great goal' });
  expect(window.sessionStorage.getItem('test_draft')).toBe('{"text":"Great goal"}');
  expect(window.localStorage.getItem('test_draft')).toBeNull();
  expect(draft.read()).toEqual({ text: 'Great goal' });
});
