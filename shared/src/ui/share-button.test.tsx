import { screen } from '@testing-library/react';
import { renderWithTribune } from '../testing/render-with-tribune';
import { ShareButton } from './share-button';

const articleUrl = 'http://tribune.test/article/42/late-winner';

/** Gives the browser the Web Share API (a phone's), with `share` as its implementation. */
function withShareSheet(share: (data: ShareData) => Promise<void>): jest.Mock {
  const mock = jest.fn(share);
  Object.defineProperty(navigator, 'share', { value: mock, configurable: true, writable: true });
  return mock;
}

afterEach(() => {
  // jsdom has no Web Share API; each test that gives it one takes it away again.
  Reflect.deleteProperty(navigator, 'share');
});

function renderShare(language: 'en' | 'nl' = 'en') {
  return renderWithTribune(<ShareButton url="/article/42/late-winner" title="Late winner" />, { language });
}

test('[CLB-05] where the browser has the Web Share API, the button opens the system’s share sheet with the absolute link', async () => {
  const share = withShareSheet(async () => undefined);
  const { user } = await renderShare();
  const button = screen.getByRole('button', { name: 'Share' });
  await user.click(button);
  expect(share).toHaveBeenCalledWith({ title: 'Late winner', text: 'Late winner', url: articleUrl });
  // The sheet is the menu: nothing of the fallback opens, and the button claims no menu of its own.
  expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  expect(button).not.toHaveAttribute('aria-expanded');
});

test('[CLB-05] a share sheet the fan closes opens nothing else; one the browser refuses falls back to the links', async () => {
  withShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
  const { user } = await renderShare();
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();

  withShareSheet(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByRole('link', { name: /Share on WhatsApp/ })).toBeVisible();
});

test('[CLB-05] without the Web Share API the button opens copy link, WhatsApp and X', async () => {
  const { user } = await renderShare();
  const button = screen.getByRole('button', { name: 'Share' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = screen.getByRole('list', { name: 'Ways to share' });
  expect(list).toBeVisible();
  // The first choice has the focus, so a keyboard is where the choices are.
  expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
  const whatsApp = screen.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
  expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`Late winner ${articleUrl}`)}`);
  expect(whatsApp).toHaveAttribute('target', '_blank');
  expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  const x = screen.getByRole('link', { name: 'Post on X (opens in a new tab)' });
  expect(x).toHaveAttribute(
    'href',
    `https://x.com/intent/post?url=${encodeURIComponent(articleUrl)}&text=${encodeURIComponent('Late winner')}`,
  );
});

test('[CLB-05] copying the link puts it on the clipboard and says so in a live region', async () => {
  const { user } = await renderShare();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  const button = screen.getByRole('button', { name: 'Share' });
  await user.click(button);
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(articleUrl);
  expect(screen.getByRole('status')).toHaveTextContent('The link has been copied.');
  // The menu closes and the focus goes back to where it came from.
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('[CLB-05] a clipboard the browser refuses shows the link to copy by hand', async () => {
  const { user } = await renderShare();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
  await user.click(screen.getByRole('button', { name: 'Share' }));
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(screen.getByRole('status')).toHaveTextContent(`The link could not be copied. Copy it yourself: ${articleUrl}`);
});

test('[CLB-05] the menu works from the keyboard: arrows move between the choices, Escape closes it', async () => {
  const { user } = await renderShare();
  const button = screen.getByRole('button', { name: 'Share' });
  button.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: /X/ })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('link', { name: /X/ })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('list', { name: 'Ways to share' })).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');

  // Tabbing out of an open menu closes it too.
  await user.keyboard('{Enter}');
  await user.tab();
  await user.tab();
  await user.tab();
  expect(screen.queryByRole('list', { name: 'Ways to share' })).not.toBeInTheDocument();
});

test('[CLB-05] the Dutch tenant shares in Dutch', async () => {
  const { user } = await renderShare('nl');
  await user.click(screen.getByRole('button', { name: 'Delen' }));
  expect(screen.getByRole('button', { name: 'Link kopiëren' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Delen via WhatsApp (opent in een nieuw tabblad)' })).toHaveAttribute(
    'href',
    expect.stringContaining(encodeURIComponent('http://nl.tribune.test/article/42/late-winner')),
  );
  expect(screen.getByRole('link', { name: 'Plaatsen op X (opent in een nieuw tabblad)' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Link kopiëren' }));
  expect(screen.getByRole('status')).toHaveTextContent('De link is gekopieerd.');
});
