import type { Page } from '@playwright/test';

/**
 * The texts of the elements matching `selector` that the browser broke inside a word ("Feyenoor/d"):
 * every line break of a name must fall on a space (issue 26). Read from where each character is drawn,
 * through every text node of the element (a match's name and its score may be separate nodes).
 */
export function textsBrokenInsideAWord(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const range = document.createRange();
      const lines: string[] = [];
      let line = '';
      let top: number | null = null;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          // A badge or block of its own lower down starts a line of its own: a break there is no break
          // inside a word unless both sides are letters of one word (checked below, as for any break).
          if (rect && top !== null && Math.abs(rect.top - top) > 2) {
            lines.push(line);
            line = '';
          }
          if (rect) top = rect.top;
          line += text[index] ?? '';
        }
      }
      lines.push(line);
      // A break is fine after a space (the next line starts a word) and never inside a word.
      const broken = lines.slice(1).some((next, i) => /\p{L}$/u.test(lines[i] ?? '') && /^\p{L}/u.test(next));
      return broken ? [element.textContent ?? ''] : [];
    }),
  );
}
