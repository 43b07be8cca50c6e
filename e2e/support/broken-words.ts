import type { Page } from '@playwright/test';

/**
 * The texts of the elements matching `selector` that the browser broke inside a word ("Feyenoor/d"):
 * every line break of a name must fall on a space (issue 26). Read from where each character is drawn.
 */
export function textsBrokenInsideAWord(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((names) =>
    names.flatMap((name) => {
      const text = name.textContent ?? '';
      const range = document.createRange();
      const lines: string[] = [];
      let line = '';
      let top: number | null = null;
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(name.firstChild ?? name, index);
        range.setEnd(name.firstChild ?? name, index + 1);
        const rect = range.getClientRects()[0];
        if (rect && top !== null && Math.abs(rect.top - top) > 2) {
          lines.push(line);
          line = '';
        }
        if (rect) top = rect.top;
        line += text[index] ?? '';
      }
      lines.push(line);
      // A break is fine after a space (the next line starts a word) and never inside a word.
      return lines.slice(1).some((next, i) => !(lines[i] ?? '').endsWith(' ') && !next.startsWith(' ')) ? [text] : [];
    }),
  );
}
