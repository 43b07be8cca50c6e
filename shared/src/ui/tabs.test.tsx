import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TribuneIntlProvider } from '../i18n/intl';
import { Tabs } from './tabs';

const tabs = [
  { id: 'ranking', label: 'Ranking', content: <p>ranking table</p> },
  { id: 'matches', label: 'Matches', content: <p>match list</p> },
];

afterEach(() => window.history.replaceState(null, '', '/'));

test('[PLT-11] the URL hash selects the tab', () => {
  window.history.replaceState(null, '', '/team#matches');
  render(
    <TribuneIntlProvider language="en">
      <Tabs tabs={tabs} label="Team" deepLinked />
    </TribuneIntlProvider>,
  );
  expect(screen.getByRole('tab', { name: 'Matches' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('match list')).toBeVisible();
});

test('[PLT-11] choosing a tab writes the hash, arrow keys move between tabs', async () => {
  window.history.replaceState(null, '', '/team');
  render(
    <TribuneIntlProvider language="en">
      <Tabs tabs={tabs} label="Team" deepLinked />
    </TribuneIntlProvider>,
  );
  await userEvent.click(screen.getByRole('tab', { name: 'Matches' }));
  expect(window.location.hash).toBe('#matches');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Ranking' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Ranking' })).toHaveFocus();
});

test("[PLT-11] a server-rendered page opened with a hash hydrates without a mismatch, then shows the hash's tab", async () => {
  const page = (
    <TribuneIntlProvider language="en">
      <Tabs tabs={tabs} label="Team" deepLinked />
    </TribuneIntlProvider>
  );
  // The server never sees the hash: it renders the default tab.
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  window.history.replaceState(null, '', '/team#matches');
  const recoverableErrors: unknown[] = [];
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  expect(recoverableErrors).toEqual([]);
  expect(screen.getByRole('tab', { name: 'Matches' })).toHaveAttribute('aria-selected', 'true');
  container.remove();
});
