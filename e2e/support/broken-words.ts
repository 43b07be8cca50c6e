import type { Page } from '@playwright/test';

/**
 * The texts of the elements matching `selector` that the browser broke inside a word ("Feyenoor/d"):
 * every line break of a name must fall on a space (issue 26). Read from where each character is drawn,
 * through every text node of the element (a match's name and its score may be separate nodes); a
 * break counts only inside one text node, where a word is.
 */
export function textsBrokenInsideAWord(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const range = document.createRange();
      const lines: string[] = [];
      let line = '';
      let top: number | null = null;
      let lastNode: Node | null = null;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (rect && top !== null && Math.abs(rect.top - top) > 2) {
            // A word is one text node: a new line that starts with another node (a badge, a score, a
            // club's name in a column of its own beside "vs") is no break inside a word.
            lines.push(node === lastNode ? line : `${line} `);
            line = '';
          }
          if (rect) top = rect.top;
          lastNode = node;
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
