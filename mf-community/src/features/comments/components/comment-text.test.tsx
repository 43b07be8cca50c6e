import { render, screen } from '@testing-library/react';
import { CommentText, tokenizeComment } from './comment-text';

test('[CMT-10] links in a comment open in a new tab and are nofollow', () => {
  render(<CommentText content="Read https://example.com/report?a=1&b=2 and www.tribune.test/news." />);
  const links = screen.getAllByRole('link');
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveAttribute('href', 'https://example.com/report?a=1&b=2');
  expect(links[0]).toHaveTextContent('https://example.com/report?a=1&b=2');
  expect(links[1]).toHaveAttribute('href', 'https://www.tribune.test/news');
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['nofollow', 'noopener']));
  }
  expect(screen.getByText(/and/).textContent).toBe(
    'Read https://example.com/report?a=1&b=2 and www.tribune.test/news.',
  );
});

test('[CMT-10] line breaks become <br> elements', () => {
  const { container } = render(<CommentText content={'First line\nSecond line\r\n\r\nFourth line'} />);
  const paragraph = container.querySelector('p');
  expect(paragraph?.querySelectorAll('br')).toHaveLength(3);
  expect(paragraph?.textContent).toBe('First lineSecond lineFourth line');
});

test('[CMT-10] HTML in a comment is shown as text and never runs', () => {
  const attack =
    '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"><a href="javascript:alert(1)">click</a> <b>bold</b>';
  const { container } = render(<CommentText content={attack} />);
  expect(container.querySelector('script, img, b, iframe')).toBeNull();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(container.textContent).toBe(attack);
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
});

test('[CMT-10] only http(s) addresses become links', () => {
  const tokens = tokenizeComment('javascript:alert(1) data:text/html,<b>x</b> ftp://files.test http://ok.test');
  expect(tokens.filter((token) => token.type === 'link')).toEqual([
    { type: 'link', text: 'http://ok.test', href: 'http://ok.test/' },
  ]);
});

test('[CMT-10] sentence punctuation and unopened brackets stay out of a link', () => {
  expect(tokenizeComment('(see https://en.wikipedia.org/wiki/Ajax_(football)), wow!')).toEqual([
    { type: 'text', text: '(see ' },
    {
      type: 'link',
      text: 'https://en.wikipedia.org/wiki/Ajax_(football)',
      href: 'https://en.wikipedia.org/wiki/Ajax_(football)',
    },
    { type: 'text', text: '), wow!' },
  ]);
});
