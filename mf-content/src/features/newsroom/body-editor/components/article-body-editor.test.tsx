import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RemoteIntlProvider } from '@tribune/shared';
import { loadNewsroomMessages } from '../../../../i18n/load-messages';
import { renderWithProviders, setupMockApi, type RenderOptions } from '../../../../test/render-with-providers';
import { ArticleBodyEditor, type BodyEditorServices, type EmbedProvider, type PictureChoice } from '../index';

setupMockApi();

// jsdom lays nothing out: ProseMirror asks where the selection is on screen when it scrolls it into
// view. Nowhere (an empty box) is a fine answer for these tests.
beforeAll(() => {
  const nowhere = () => new DOMRect(0, 0, 0, 0);
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', { configurable: true, value: nowhere });
  Object.defineProperty(Range.prototype, 'getClientRects', {
    configurable: true,
    value: () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }),
  });
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => null });
});

const picture: PictureChoice = {
  src: '/assets/images/keeper-640.jpg',
  srcset: '/assets/images/keeper-640.jpg 640w, /assets/images/keeper-1280.jpg 1280w',
  sizes: '(min-width: 800px) 720px, 100vw',
  alt: 'The keeper saves the penalty',
  width: 640,
  height: 427,
  large: '/assets/images/keeper-2400.jpg',
};

const pictureHtml =
  '<img src="/assets/images/keeper-640.jpg" srcset="/assets/images/keeper-640.jpg 640w, /assets/images/keeper-1280.jpg 1280w" ' +
  'sizes="(min-width: 800px) 720px, 100vw" alt="The keeper saves the penalty" width="640" height="427">';

function fakeServices() {
  return {
    loadPoll: jest.fn((pollId: number) => (pollId === 12 ? { question: 'Who wins the derby?' } : undefined)),
    pickPoll: jest.fn(async (): Promise<number | undefined> => 12),
    pickPicture: jest.fn(async (): Promise<PictureChoice | undefined> => picture),
    renderEmbedPreview: jest.fn((provider: EmbedProvider, url: string) => (
      <p>
        Preview of {provider}: {url}
      </p>
    )),
  };
}

/** The editor as the article editor page renders it: inside this remote's messages. */
async function renderEditor(
  initialHtml: string,
  services: BodyEditorServices = fakeServices(),
  options?: RenderOptions,
) {
  const onChange = jest.fn<void, [string]>();
  const result = await renderWithProviders(
    <Suspense fallback={null}>
      <RemoteIntlProvider loadMessages={loadNewsroomMessages}>
        <ArticleBodyEditor initialHtml={initialHtml} onChange={onChange} services={services} />
      </RemoteIntlProvider>
    </Suspense>,
    options,
  );
  const text = await screen.findByRole('textbox', {
    name: options?.language === 'nl' ? 'Artikeltekst' : 'Article text',
  });
  /** The body as the page last got it. */
  const output = () => onChange.mock.lastCall?.[0];
  return { ...result, text, onChange, output };
}

/** Puts the focus in the text and selects all of it (ProseMirror's own Mod-a). */
async function selectAll(user: Awaited<ReturnType<typeof renderEditor>>['user'], text: HTMLElement) {
  text.focus();
  await user.keyboard('{Control>}a{/Control}');
}

/**
 * Selects the words in the text as a mouse would: the browser's selection, which ProseMirror reads on
 * `selectionchange` (jsdom lays nothing out, so a drag cannot say where it went).
 */
async function selectWords(text: HTMLElement, words: string) {
  text.focus();
  const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const start = node.textContent?.indexOf(words) ?? -1;
    if (start < 0) continue;
    document.getSelection()?.setBaseAndExtent(node, start, node, start + words.length);
    document.dispatchEvent(new Event('selectionchange'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    return;
  }
  throw new Error(`No "${words}" in the text`);
}

test('[NR-02] the text area is a named multi-line text box described for keyboard users, next to a toolbar', async () => {
  const { text } = await renderEditor('<p>Kick-off</p>');
  expect(text).toHaveAttribute('aria-multiline', 'true');
  expect(text).toHaveAccessibleDescription(/Select one with the arrow keys, press Enter to reach its buttons/);
  const toolbar = screen.getByRole('toolbar', { name: 'Text formatting and insert' });
  expect(toolbar).toHaveAttribute('aria-controls', text.id);
  for (const name of [
    'Paragraph',
    'Heading',
    'Subheading',
    'Bold',
    'Italic',
    'Link',
    'Bulleted list',
    'Numbered list',
    'Quote',
    'Pull quote',
    'Horizontal line',
    'Picture',
    'Numbered picture',
    'Gallery picture',
    'Poll',
    'Embed',
    'Undo',
    'Redo',
  ]) {
    expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
  }
  expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('title', 'Bold (Ctrl+B)');
  expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B');
});

test('[NR-02] the toolbar is one tab stop; the arrow keys, Home and End move between its buttons', async () => {
  const { user, text } = await renderEditor('<p>Kick-off</p>');
  const toolbar = screen.getByRole('toolbar');
  const tabStops = within(toolbar)
    .getAllByRole('button')
    .filter((button) => button.tabIndex === 0);
  expect(tabStops).toHaveLength(1);
  await user.click(text);
  await user.tab({ shift: true });
  expect(within(toolbar).getByRole('button', { name: 'Paragraph' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveFocus();
  expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveAttribute('tabindex', '0');
  expect(within(toolbar).getByRole('button', { name: 'Paragraph' })).toHaveAttribute('tabindex', '-1');
  await user.keyboard('{End}');
  expect(within(toolbar).getByRole('button', { name: 'Redo' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(within(toolbar).getByRole('button', { name: 'Paragraph' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(within(toolbar).getByRole('button', { name: 'Redo' })).toHaveFocus();
  // Undo and redo have nothing to do yet: still found, but marked so.
  expect(within(toolbar).getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Home}');
  expect(within(toolbar).getByRole('button', { name: 'Paragraph' })).toHaveFocus();
});

test('[NR-02] the toolbar’s buttons apply marks and blocks, and aria-pressed follows the selection', async () => {
  const { user, text, output } = await renderEditor('<p>Match report</p>');
  const toolbar = screen.getByRole('toolbar');
  const button = (name: string) => within(toolbar).getByRole('button', { name });
  await selectWords(text, 'Match report');
  expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
  expect(button('Paragraph')).toHaveAttribute('aria-pressed', 'true');

  await user.click(button('Bold'));
  expect(output()).toBe('<p><strong>Match report</strong></p>');
  expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
  await user.click(button('Italic'));
  await user.click(button('Underline'));
  await user.click(button('Strikethrough'));
  expect(output()).toBe('<p><strong><em><u><s>Match report</s></u></em></strong></p>');
  expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
  await user.click(button('Bold'));
  expect(output()).toBe('<p><em><u><s>Match report</s></u></em></p>');
  expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');

  await user.click(button('Heading'));
  expect(output()).toBe('<h2><em><u><s>Match report</s></u></em></h2>');
  expect(button('Heading')).toHaveAttribute('aria-pressed', 'true');
  expect(button('Paragraph')).toHaveAttribute('aria-pressed', 'false');
  await user.click(button('Subheading'));
  expect(output()).toBe('<h3><em><u><s>Match report</s></u></em></h3>');
  await user.click(button('Paragraph'));
  await user.click(button('Italic'));
  await user.click(button('Underline'));
  await user.click(button('Strikethrough'));
  expect(output()).toBe('<p>Match report</p>');

  await user.click(button('Bulleted list'));
  expect(output()).toBe('<ul><li><p>Match report</p></li></ul>');
  expect(button('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
  await user.click(button('Numbered list'));
  expect(output()).toBe('<ol><li><p>Match report</p></li></ol>');
  await user.click(button('Numbered list'));
  expect(output()).toBe('<p>Match report</p>');

  await user.click(button('Quote'));
  expect(output()).toBe('<blockquote><p>Match report</p></blockquote>');
  expect(button('Quote')).toHaveAttribute('aria-pressed', 'true');
  await user.click(button('Pull quote'));
  expect(output()).toBe('<blockquote data-pull-quote=""><p>Match report</p></blockquote>');
  expect(button('Pull quote')).toHaveAttribute('aria-pressed', 'true');
  expect(button('Quote')).toHaveAttribute('aria-pressed', 'false');
  await user.click(button('Pull quote'));
  expect(output()).toBe('<p>Match report</p>');

  await user.click(button('Horizontal line'));
  expect(output()).toBe('<hr>');
  await user.click(button('Undo'));
  expect(output()).toBe('<p>Match report</p>');
  await user.click(button('Redo'));
  expect(output()).toBe('<hr>');
});

test('[NR-02] TipTap’s keyboard shortcuts work in the text', async () => {
  const { user, text, output } = await renderEditor('<p>Full time</p>');
  await selectAll(user, text);
  await user.keyboard('{Control>}b{/Control}');
  expect(output()).toBe('<p><strong>Full time</strong></p>');
  await user.keyboard('{Control>}{Alt>}2{/Alt}{/Control}');
  expect(output()).toBe('<h2><strong>Full time</strong></h2>');
  await user.keyboard('{Control>}z{/Control}');
  expect(output()).toBe('<p><strong>Full time</strong></p>');
  // Ctrl+K opens the link form, its field ready to type in.
  await user.keyboard('{Control>}k{/Control}');
  expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveFocus();
});

test('[NR-02] a picture’s caption is written in place, and Enter in it goes on in a new paragraph', async () => {
  const { user, text, output } = await renderEditor(
    `<figure>${pictureHtml}<figcaption>Old caption</figcaption></figure>`,
  );
  await selectWords(text, 'Old');
  await user.keyboard('New');
  expect(output()).toBe(`<figure>${pictureHtml}<figcaption>New caption</figcaption></figure>`);
  await user.keyboard('{Enter}');
  await user.keyboard('Next');
  expect(output()).toBe(`<figure>${pictureHtml}<figcaption>New caption</figcaption></figure><p>Next</p>`);
});

test('[NR-02] the link form sets a link with href only, refuses javascript: and other schemes, and removes it', async () => {
  const { user, text, output } = await renderEditor('<p>Read the preview</p>');
  await selectAll(user, text);
  await user.click(screen.getByRole('button', { name: 'Link' }));
  const field = screen.getByRole('textbox', { name: 'Link address' });
  expect(field).toHaveFocus();

  await user.type(field, 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Apply link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A link cannot go there.');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(/A link cannot go there/);
  expect(output()).toBeUndefined();

  for (const refused of ['data:text/html,<b>x</b>', '//evil.example/page', 'vbscript:msgbox(1)']) {
    await user.clear(field);
    await user.type(field, refused);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A link cannot go there.');
  }
  expect(output()).toBeUndefined();

  await user.clear(field);
  await user.type(field, 'https://example.com/preview');
  await user.keyboard('{Enter}');
  expect(output()).toBe('<p><a href="https://example.com/preview">Read the preview</a></p>');
  expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');

  // The form shows the link's address; a page of the site and a host without scheme do too.
  await user.click(screen.getByRole('button', { name: 'Link' }));
  expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveValue('https://example.com/preview');
  await user.clear(screen.getByRole('textbox', { name: 'Link address' }));
  await user.type(screen.getByRole('textbox', { name: 'Link address' }), '/tag/ajax');
  await user.keyboard('{Enter}');
  expect(output()).toBe('<p><a href="/tag/ajax">Read the preview</a></p>');
  await user.click(screen.getByRole('button', { name: 'Link' }));
  await user.clear(screen.getByRole('textbox', { name: 'Link address' }));
  await user.type(screen.getByRole('textbox', { name: 'Link address' }), 'example.com/match');
  await user.keyboard('{Enter}');
  expect(output()).toBe('<p><a href="https://example.com/match">Read the preview</a></p>');

  await user.click(screen.getByRole('button', { name: 'Link' }));
  await user.click(screen.getByRole('button', { name: 'Remove link' }));
  expect(output()).toBe('<p>Read the preview</p>');

  // Escape closes the form without a change.
  await user.click(screen.getByRole('button', { name: 'Link' }));
  await user.type(screen.getByRole('textbox', { name: 'Link address' }), 'mailto:desk@example.com');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
  expect(output()).toBe('<p>Read the preview</p>');
});

/** Pastes the text alone into an empty body; what the page then gets. */
async function pasteAlone(pasted: string, services = fakeServices()) {
  const { user, text, output, unmount } = await renderEditor('', services);
  text.focus();
  await user.paste(pasted);
  const html = output();
  const cards = screen.queryAllByText(/^Embed from/).map((title) => title.textContent);
  unmount();
  return { html, cards };
}

test('[NR-02] pasting a YouTube or X URL alone in an empty paragraph makes an embed card with the site’s preview', async () => {
  const services = fakeServices();
  expect(await pasteAlone('https://www.youtube.com/watch?v=dQw4w9WgXcQ', services)).toEqual({
    html: '<div data-embed="youtube" data-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></div>',
    cards: ['Embed from YouTube'],
  });
  expect(services.renderEmbedPreview).toHaveBeenCalledWith('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  expect(await pasteAlone(' https://x.com/AFCAjax/status/1861234567890123456 ')).toEqual({
    html: '<div data-embed="twitter" data-url="https://x.com/AFCAjax/status/1861234567890123456"></div>',
    cards: ['Embed from X'],
  });
  expect(await pasteAlone('https://youtu.be/dQw4w9WgXcQ')).toEqual({
    html: '<div data-embed="youtube" data-url="https://youtu.be/dQw4w9WgXcQ"></div>',
    cards: ['Embed from YouTube'],
  });
});

test('[NR-02] a pasted URL that is none of the five providers’ (or not https) stays a link, not an embed', async () => {
  expect(await pasteAlone('https://example.com/match-report')).toEqual({
    html: '<p><a href="https://example.com/match-report">https://example.com/match-report</a></p>',
    cards: [],
  });
  const http = await pasteAlone('http://www.youtube.com/watch?v=dQw4w9WgXcQ');
  expect(http.html).not.toContain('data-embed');
  expect(http.cards).toEqual([]);
  const withUser = await pasteAlone('https://user@x.com/AFCAjax/status/1');
  expect(withUser.html).not.toContain('data-embed');
});

test('[NR-02] the rendered preview is the page’s: a card shows what renderEmbedPreview returns', async () => {
  await renderEditor('<div data-embed="facebook" data-url="https://www.facebook.com/club/posts/123"></div>');
  expect(await screen.findByText('Embed from Facebook')).toBeInTheDocument();
  expect(screen.getByText('Preview of facebook: https://www.facebook.com/club/posts/123')).toBeInTheDocument();
});

test('[NR-02] the embed form inserts a card for a provider’s URL and says why another URL will not do', async () => {
  const { user, output } = await renderEditor('<p>Goal of the week</p>');
  await user.click(screen.getByRole('button', { name: 'Embed' }));
  const field = screen.getByRole('textbox', { name: 'Address of the post or video' });
  await user.type(field, 'https://example.com/video/1');
  await user.click(screen.getByRole('button', { name: 'Insert embed' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This is no link to a post on X, TikTok, YouTube, Facebook or Instagram.',
  );
  expect(output()).toBeUndefined();
  await user.clear(field);
  await user.type(field, 'https://www.instagram.com/p/C0dEfGh/');
  await user.click(screen.getByRole('button', { name: 'Insert embed' }));
  expect(output()).toBe(
    '<div data-embed="instagram" data-url="https://www.instagram.com/p/C0dEfGh/"></div><p>Goal of the week</p>',
  );
  expect(screen.getByText('Embed from Instagram')).toBeInTheDocument();
});

test('[NR-02] inserting a picture asks the page’s picker and writes the figure with its alt text; the caption is written in place', async () => {
  const services = fakeServices();
  const { user, output } = await renderEditor('', services);
  await user.click(screen.getByRole('button', { name: 'Picture' }));
  expect(services.pickPicture).toHaveBeenCalledTimes(1);
  expect(output()).toBe(`<figure>${pictureHtml}</figure>`);
  expect(await screen.findByRole('img', { name: 'The keeper saves the penalty' })).toBeInTheDocument();
  expect(screen.getByText('Alt text: The keeper saves the penalty')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Replace picture' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove picture' }));
  expect(output()).toBe('');

  await user.click(screen.getByRole('button', { name: 'Numbered picture' }));
  expect(output()).toBe(`<figure data-numbered-image="">${pictureHtml}</figure>`);
});

test('[NR-02] gallery pictures share one gallery name and open the large picture', async () => {
  const services = fakeServices();
  const { user, output } = await renderEditor('', services);
  await user.click(screen.getByRole('button', { name: 'Gallery picture' }));
  const figure = `<figure><a href="/assets/images/keeper-2400.jpg" data-lightbox="gallery-1">${pictureHtml}</a></figure>`;
  expect(output()).toBe(figure);
  expect(await screen.findByText('Gallery picture (gallery-1)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add a picture to this gallery' }));
  expect(output()).toBe(figure + figure);
  expect(services.pickPicture).toHaveBeenCalledTimes(2);
});

test('[NR-02] a picture without alt text from the picker is not inserted, and the editor says why', async () => {
  const services = fakeServices();
  services.pickPicture.mockResolvedValueOnce({ ...picture, alt: '  ' });
  const { user, output } = await renderEditor('<p>Lineups</p>', services);
  await user.click(screen.getByRole('button', { name: 'Picture' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This picture cannot go in the article: it needs alt text',
  );
  expect(output()).toBeUndefined();
});

test('[NR-02] inserting a poll asks the page’s picker; the card shows the question and changes the poll', async () => {
  const services = fakeServices();
  const { user, output } = await renderEditor('', services);
  await user.click(screen.getByRole('button', { name: 'Poll' }));
  expect(services.pickPoll).toHaveBeenCalledTimes(1);
  expect(output()).toBe('<div data-poll-id="12"></div>');
  expect(await screen.findByText('Who wins the derby?')).toBeInTheDocument();
  expect(screen.getByText('Poll 12')).toBeInTheDocument();

  services.pickPoll.mockResolvedValueOnce(13);
  await user.click(screen.getByRole('button', { name: 'Change poll' }));
  expect(output()).toBe('<div data-poll-id="13"></div>');
  expect(await screen.findByText('The question of this poll is not available.')).toBeInTheDocument();

  services.pickPoll.mockResolvedValueOnce(undefined);
  await user.click(screen.getByRole('button', { name: 'Change poll' }));
  expect(output()).toBe('<div data-poll-id="13"></div>');
});

test('[NR-02] cards inserted one after another all stay, in order, and the text goes on after them', async () => {
  const { user, text, output } = await renderEditor('');
  await user.click(text);
  await user.keyboard('Before kick-off.');
  await user.click(screen.getByRole('button', { name: 'Picture' }));
  await user.click(screen.getByRole('button', { name: 'Poll' }));
  await user.click(screen.getByRole('button', { name: 'Embed' }));
  await user.type(
    screen.getByRole('textbox', { name: 'Address of the post or video' }),
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
  await user.click(screen.getByRole('button', { name: 'Insert embed' }));
  // The focus comes back to the text when the form has closed.
  await waitFor(() => expect(text).toHaveFocus());
  await user.keyboard('After the cards.');
  expect(output()).toBe(
    `<p>Before kick-off.</p><figure>${pictureHtml}</figure><div data-poll-id="12"></div>` +
      '<div data-embed="youtube" data-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></div><p>After the cards.</p>',
  );
});

test('[NR-02] a card’s buttons are reached by keyboard; Escape selects the card, Enter goes back to its buttons, Delete removes it', async () => {
  const { user, text, output } = await renderEditor('<div data-poll-id="12"></div><p>After the poll</p>');
  await user.click(text);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Change poll' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Remove poll' })).toHaveFocus();
  await user.keyboard('{Escape}');
  // TipTap gives the text the focus in the next animation frame.
  await waitFor(() => expect(text).toHaveFocus());
  expect(text.querySelector('.ProseMirror-selectednode')).toHaveTextContent('Poll 12');
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Change poll' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(text).toHaveFocus());
  await user.keyboard('{Delete}');
  expect(output()).toBe('<p>After the poll</p>');
});

test('[NR-02] what the editor reads it writes back unchanged', async () => {
  const body =
    '<p>Intro with <strong>bold</strong>, <a href="/tag/ajax">a tag</a><br>and a break.</p>' +
    '<div data-poll-id="12"></div>' +
    '<figure><a href="/big.jpg" data-lightbox="matchday">' +
    pictureHtml +
    '</a><figcaption>The <em>save</em></figcaption></figure>' +
    '<div data-embed="tiktok" data-url="https://www.tiktok.com/@club/video/7301234567890123456"></div>' +
    '<blockquote data-pull-quote=""><p>We never gave up.</p></blockquote>';
  const { user, output } = await renderEditor(body);
  expect(await screen.findByText('Who wins the derby?')).toBeInTheDocument();
  expect(screen.getByText('Embed from TikTok')).toBeInTheDocument();
  // A change and its undo: the page gets the body as the editor writes it.
  await user.click(screen.getByRole('button', { name: 'Horizontal line' }));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(output()).toBe(body);
});

test('[NR-02] hostile HTML as the initial body never becomes a script, an event handler or a javascript: URL', async () => {
  const corpus = readFileSync(join(__dirname, '../../../../../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  expect(corpus.length).toBeGreaterThanOrEqual(12);
  const hostile = [
    ...corpus.map((line) => `<p>${line}</p>`),
    ...corpus,
    '<div data-poll-id="7" onclick="window.__xss=1" pollid="javascript:x"></div>',
    '<div data-embed="youtube" data-url="javascript:window.__xss=1"><img src=x onerror="window.__xss=1"></div>',
    '<figure src="javascript:window.__xss=1" onmouseover="window.__xss=1"><img src="javascript:window.__xss=1" alt="x"></figure>',
    '<figure><a href="javascript:window.__xss=1" data-lightbox="g"><img src="/a.jpg" alt="a" onload="window.__xss=1"></a></figure>',
    '<figure><img src="/a.jpg" srcset="javascript:window.__xss=1 1x" alt="a"></figure>',
    '<blockquote data-pull-quote="" onclick="window.__xss=1"><p style="color:red" onmouseover="window.__xss=1">q</p></blockquote>',
    '<p><a href=" JaVaScRiPt:window.__xss=1" onclick="window.__xss=1">x</a></p>',
  ].join('');
  const { user, text, output } = await renderEditor(hostile);
  await selectAll(user, text);
  await user.click(screen.getByRole('button', { name: 'Bold' }));
  const html = output() ?? '';
  expect(html).not.toBe('');

  const written = document.implementation.createHTMLDocument('').createElement('div');
  written.innerHTML = html;
  for (const root of [written, text]) {
    expect(root.querySelector('script, iframe, object, embed, svg, math, style, form, input, template')).toBeNull();
    for (const element of Array.from(root.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.name).not.toBe('style');
        expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
        expect(attribute.value).not.toMatch(/javascript:/i);
      }
    }
  }
  expect(html).not.toMatch(/<script/i);
  expect(Reflect.get(window, '__xss')).toBeUndefined();
});

test('[NR-02] the texts are Dutch on a Dutch site', async () => {
  await renderEditor('<p>Aftrap</p>', fakeServices(), { language: 'nl' });
  const toolbar = screen.getByRole('toolbar', { name: 'Tekstopmaak en invoegen' });
  expect(within(toolbar).getByRole('button', { name: 'Vet' })).toHaveAttribute('title', 'Vet (Ctrl+B)');
  expect(within(toolbar).getByRole('button', { name: 'Streamer' })).toBeInTheDocument();
  expect(within(toolbar).getByRole('button', { name: 'Peiling' })).toBeInTheDocument();
});
