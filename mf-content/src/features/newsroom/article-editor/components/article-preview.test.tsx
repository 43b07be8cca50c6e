import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTribune } from '@tribune/shared/testing';
import { RemoteIntlProvider } from '@tribune/shared';
import { loadNewsroomMessages } from '../../../../i18n/load-messages';
import { ArticlePreview } from './article-preview';

async function renderPreview(saveFirst: () => Promise<boolean>) {
  await renderWithTribune(
    <RemoteIntlProvider loadMessages={loadNewsroomMessages}>
      <ArticlePreview articleId={7} saveFirst={saveFirst} />
    </RemoteIntlProvider>,
  );
}

async function clickPreview() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await Promise.resolve();
  });
}

describe('[NR-05] the preview dialog', () => {
  let clientWidth: PropertyDescriptor | undefined;
  beforeEach(() => {
    clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
    // The dialog's stage is 640 px wide: the desktop frame is drawn at 1280 and scaled by half.
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 640 });
  });
  afterEach(() => {
    if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
  });

  test('[NR-05] saves first, then shows the preview page in a phone frame, a desktop frame scaled to fit, or a tab', async () => {
    const saveFirst = jest.fn(() => Promise.resolve(true));
    await renderPreview(saveFirst);
    await clickPreview();
    expect(saveFirst).toHaveBeenCalledTimes(1);

    const dialog = await screen.findByRole('dialog', { name: 'Preview as a reader' });
    expect(dialog).toBeInTheDocument();
    const phoneFrame = screen.getByTitle('The article as readers will see it on a phone');
    expect(phoneFrame.tagName).toBe('IFRAME');
    expect(phoneFrame).toHaveAttribute('src', '/newsroom/article/7/preview');
    expect(phoneFrame).toHaveAttribute('width', '390');
    expect(phoneFrame).toHaveAttribute('height', '760');
    expect(screen.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Desktop' }));
    expect(screen.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'false');
    const desktopFrame = screen.getByTitle('The article as readers will see it on a desktop');
    expect(desktopFrame).toHaveAttribute('src', '/newsroom/article/7/preview');
    expect(desktopFrame).toHaveAttribute('width', '1280');
    expect(desktopFrame).toHaveStyle({ transform: 'scale(0.5)' });
    expect(desktopFrame.parentElement).toHaveStyle({ width: '640px', height: '400px' });

    const tab = screen.getByRole('link', { name: 'Open the preview in a new tab' });
    expect(tab).toHaveAttribute('href', '/newsroom/article/7/preview');
    expect(tab).toHaveAttribute('target', '_blank');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('[NR-05] a save that fails opens no preview', async () => {
    const saveFirst = jest.fn(() => Promise.resolve(false));
    await renderPreview(saveFirst);
    await clickPreview();
    expect(saveFirst).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
