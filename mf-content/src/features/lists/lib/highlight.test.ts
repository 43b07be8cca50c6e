import { parseHighlights, plainText, truncateHighlights } from './highlight';

test('[ART-04] the matched words are the marked runs, the rest is plain text', () => {
  expect(parseHighlights('Ajax wins the <mark>derby</mark> in <mark>Rotterdam</mark>!')).toEqual([
    { text: 'Ajax wins the ', marked: false },
    { text: 'derby', marked: true },
    { text: ' in ', marked: false },
    { text: 'Rotterdam', marked: true },
    { text: '!', marked: false },
  ]);
});

test('[ART-04] escaped text reads as the characters it stands for, once', () => {
  expect(plainText(parseHighlights('Fish &amp; chips &lt;b&gt; &quot;x&quot; &#39;y&#x27; &amp;lt;'))).toBe(
    'Fish & chips <b> "x" \'y\' &lt;',
  );
});

test('[ART-04] markup other than <mark> is never read as markup, even when the server would send it', () => {
  const segments = parseHighlights('<img src=x onerror="window.__xss=1"> <mark><script>x</script></mark>');
  expect(segments).toEqual([
    { text: '<img src=x onerror="window.__xss=1"> ', marked: false },
    { text: '<script>x</script>', marked: true },
  ]);
});

test('[ART-04] an unclosed mark runs to the end and a stray closing tag changes nothing', () => {
  expect(parseHighlights('a </mark>b <mark>c')).toEqual([
    { text: 'a b ', marked: false },
    { text: 'c', marked: true },
  ]);
});

test('[ART-07] highlighted text is cut at 175 characters on a word with an ellipsis, keeping its marks', () => {
  const sentence = 'The derby was decided late after a long and tense evening in the rain. ';
  const html = `${sentence.repeat(2)}<mark>derby</mark> ${sentence.repeat(3)}`;
  const cut = truncateHighlights(parseHighlights(html));
  const text = plainText(cut);
  expect(text.length).toBeLessThanOrEqual(176);
  expect(text.endsWith('…')).toBe(true);
  expect(text.slice(0, -1)).toBe(plainText(parseHighlights(html)).slice(0, text.length - 1));
  expect(cut).toContainEqual({ text: 'derby', marked: true });
  expect(text).not.toMatch(/\s…$/);
});

test('[ART-07] short highlighted text stays whole, with its whitespace folded', () => {
  expect(truncateHighlights(parseHighlights('  A  <mark>short</mark>\n text '))).toEqual([
    { text: 'A ', marked: false },
    { text: 'short', marked: true },
    { text: ' text', marked: false },
  ]);
});
