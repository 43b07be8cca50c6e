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
