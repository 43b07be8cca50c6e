import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CommentText } from './comment-text';
import { LinkifiedText, safeHref } from './linkified-text';

/** Renders and lets a text that may hold a link load linkifyjs's chunk, as the browser does. */
async function renderSettled(ui: ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
  });
  if (result === undefined) throw new Error('not rendered');
  return result;
}

test('[CMT-10] links in a comment open in a new tab and are nofollow', async () => {
  await renderSettled(<CommentText content="Read https://example.com/report?a=1&b=2 and www.tribune.nl/news." />);
  const links = screen.getAllByRole('link');
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveAttribute('href', 'https://example.com/report?a=1&b=2');
  expect(links[0]).toHaveTextContent('https://example.com/report?a=1&b=2');
  expect(links[1]).toHaveAttribute('href', 'https://www.tribune.nl/news');
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['nofollow', 'noopener', 'noreferrer', 'ugc']),
    );
  }
  expect(links[0]?.parentElement?.textContent).toBe('Read https://example.com/report?a=1&b=2 and www.tribune.nl/news.');
});

test('[CMT-10] line breaks become <br> elements', () => {
  const { container } = render(<CommentText content={'First line\nSecond line\r\n\r\nFourth line'} />);
  const paragraph = container.querySelector('p');
  expect(paragraph?.querySelectorAll('br')).toHaveLength(3);
  expect(paragraph?.textContent).toBe('First lineSecond lineFourth line');
});

test('[CMT-10] HTML in a comment is shown as text and never runs', async () => {
  const attack =
    '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"><a href="javascript:alert(1)">click</a> <b>bold</b>';
  const { container } = await renderSettled(<CommentText content={attack} />);
  expect(container.querySelector('script, img, b, iframe')).toBeNull();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(container.textContent).toBe(attack);
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
});

test('[CMT-10] only http(s) addresses become links, and no e-mail addresses', async () => {
  await renderSettled(
    <CommentText content="javascript:alert(1) data:text/html,<b>x</b> ftp://files.test/a mail fan@tribune.nl or http://ok.nl" />,
  );
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['http://ok.nl/']);
  expect(safeHref('javascript:alert(1)')).toBeNull();
  expect(safeHref('https://ok.nl')).toBe('https://ok.nl/');
});

test('[CMT-10] sentence punctuation and unopened brackets stay out of a link', async () => {
  await renderSettled(<CommentText content="(see https://en.wikipedia.org/wiki/Ajax_(football)), wow!" />);
  expect(screen.getByRole('link')).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Ajax_(football)');
  expect(screen.getByRole('link')).toHaveTextContent(/^https:\/\/en\.wikipedia\.org\/wiki\/Ajax_\(football\)$/);
});

test('[CMT-10] a text without an address is shown as linkifyjs would show it, without waiting for it', () => {
  const text = 'Great game. 2-0 at half time!\n\nSee you Sunday\r\nat the stadium';
  // No act: the text is there in the first render, so linkifyjs's chunk is not needed for it.
  const { container } = render(<CommentText className="wrapper" content={text} />);
  const linkified = render(<LinkifiedText className="wrapper" text={text.replace(/\r\n?/g, '\n')} />);
  expect(container.innerHTML).toBe(linkified.container.innerHTML);
  expect(container.querySelectorAll('br')).toHaveLength(3);
});

// The project's hostile texts (test-data/xss-corpus.txt), one a line.
const corpus = readFileSync(join(__dirname, '../../../test-data/xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

test.each(corpus)('[CMT-10] a hostile text from the XSS corpus stays text: %s', async (line) => {
  const { container } = await renderSettled(<CommentText className="wrapper" content={line} />);
  const wrapper = container.firstElementChild;
  expect(wrapper?.tagName).toBe('P');
  expect(container.children).toHaveLength(1);
  for (const element of Array.from(wrapper?.querySelectorAll('*') ?? [])) {
    expect(['A', 'BR']).toContain(element.tagName);
    if (element.tagName === 'A') {
      expect(element.getAttribute('href')).toMatch(/^https?:\/\//);
      expect(
        Array.from(element.attributes)
          .map((attribute) => attribute.name)
          .sort(),
      ).toEqual(['href', 'rel', 'target']);
    }
  }
  expect(container.querySelector('[href^="javascript:" i], [src]')).toBeNull();
  for (const link of Array.from(container.querySelectorAll('a'))) {
    expect(link.getAttribute('href')?.trim().toLowerCase()).not.toMatch(/^javascript:/);
  }
  expect(wrapper?.textContent).toBe(line);
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
});

test('[CMT-10] a link ends before quotes and angle brackets', () => {
  const { container } = render(<CommentText content={'https://example.com/"onmouseover="x" and http://x.nl/<b>'} />);
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    'https://example.com/',
    'http://x.nl/',
  ]);
  expect(container.textContent).toBe('https://example.com/"onmouseover="x" and http://x.nl/<b>');
});
