import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakePusher, mockApi } from '@tribune/shared/testing';
import { fakeNotificationsApi, notification } from '../../../test/notifications';
import { renderWithProviders, testUser } from '../../../test/render-with-providers';
import { NotificationBell } from './notification-bell';

const server = mockApi();
afterEach(() => {
  document.title = '';
  document.head.querySelectorAll('style[data-test]').forEach((style) => style.remove());
});

/**
 * The bell's own style sheet, parsed by the document: jsdom lays nothing out, so the geometry is checked
 * in e2e (site-frame.spec.ts) and here the rules that decide it, as a browser would match them.
 */
function loadBellStyles(): CSSStyleSheet {
  const style = document.createElement('style');
  style.dataset.test = 'notification-bell';
  style.textContent = readFileSync(path.join(__dirname, 'notification-bell.css'), 'utf8');
  document.head.append(style);
  const sheet = style.sheet;
  if (!sheet) throw new Error('the style sheet did not parse');
  return sheet;
}

/** The declarations that apply to an element at a viewport width (only max-width media rules are used). */
function declarationsAt(sheet: CSSStyleSheet, element: Element, viewportWidth: number): Map<string, string> {
  const declared = new Map<string, string>();
  const apply = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        const maxWidth = /max-width:\s*(\d+)px/.exec(rule.media.mediaText);
        if (maxWidth && viewportWidth <= Number(maxWidth[1])) apply(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
        for (const property of Array.from(rule.style)) declared.set(property, rule.style.getPropertyValue(property));
      }
    }
  };
  apply(sheet.cssRules);
  return declared;
}

/** WCAG 2.2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
    const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

async function renderBell(unopened: number) {
  const api = fakeNotificationsApi(Array.from({ length: unopened }, (_, index) => notification(index + 1)));
  server.use(...api.handlers);
  const pusher = createFakePusher();
  await renderWithProviders(<NotificationBell userId={testUser.id} />, {
    loggedInAs: testUser,
    loadPusher: pusher.loadPusher,
  });
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  await waitFor(() => expect(bell).toHaveAccessibleName(`Notifications, ${unopened} new`));
  return bell;
}

test('[NOT-02][MD-05] on a 360 px phone the open menu spans the header instead of hanging from the bell', async () => {
  const sheet = loadBellStyles();
  const bell = await renderBell(2);
  fireEvent.click(bell);
  const menu = await screen.findByRole('region', { name: 'Notifications' });
  const container = bell.parentElement;
  if (!container) throw new Error('the bell has no container');
  expect(container).toContainElement(menu);

  const onPhone = declarationsAt(sheet, menu, 360);
  // The container stops being the menu's containing block, so left and right are the header's edges.
  expect(declarationsAt(sheet, container, 360).get('position')).toBe('static');
  expect(onPhone.get('left')).toBe('0.5rem');
  expect(onPhone.get('right')).toBe('0.5rem');
  expect(onPhone.get('width')).toBe('auto');
  // A wide screen keeps the menu at the bell, never wider than the screen.
  expect(declarationsAt(sheet, container, 1366).get('position')).toBeUndefined();
  expect(declarationsAt(sheet, menu, 1366).get('max-width')).toBe('calc(100vw - 1rem)');
});

test('[NOT-02][MD-05] the pop-up stays between the screen margins, whatever the text size', async () => {
  const sheet = loadBellStyles();
  await renderBell(1);
  const region = screen.getByRole('status');
  const declared = declarationsAt(sheet, region, 360);
  expect(declared.get('left')).toBe('1rem');
  const toast = document.createElement('div');
  toast.className = 'nt-toast';
  region.append(toast);
  expect(declarationsAt(sheet, toast, 360).get('max-width')).toBe('min(22rem, 100%)');
});

test('[NOT-02][MD-05] the badge reads at AA contrast and is ringed off from the header, with a 44 px bell', async () => {
  const sheet = loadBellStyles();
  const bell = await renderBell(3);
  const badge = within(bell).getByText('3');
  expect(badge).toHaveAttribute('aria-hidden', 'true');
  const declared = declarationsAt(sheet, badge, 360);
  const background = declared.get('background') ?? '';
  const color = declared.get('color') ?? '';
  expect(background).toMatch(/^#[0-9a-f]{6}$/i);
  expect(contrast(color === '#fff' ? '#ffffff' : color, background)).toBeGreaterThanOrEqual(4.5);
  expect(declared.get('box-shadow')).toContain('#fff');
  const button = declarationsAt(sheet, bell, 360);
  expect(button.get('width')).toBe('2.75rem');
  expect(button.get('height')).toBe('2.75rem');
});
