import { readFileSync } from 'node:fs';

/** How wide a text is drawn in the cards' typeface, so names fit their column and headlines wrap. */
export interface FontMetrics {
  /** The advance width of `text` at `fontSize` pixels (kerning left out: it narrows a line by a few pixels at most). */
  width(text: string, fontSize: number): number;
}

/**
 * Reads the advance widths of a TrueType font (its `cmap` format 4 and `hmtx` tables): resvg draws text
 * but cannot say how wide it is before drawing, and a card must know to shrink or cut a long club name
 * instead of letting it run into the score. Characters the font lacks count as its widest common ones.
 */
export function readFontMetrics(file: string): FontMetrics {
  const font = readFileSync(file);
  const tables = new Map<string, number>();
  const tableCount = font.readUInt16BE(4);
  for (let index = 0; index < tableCount; index++) {
    const record = 12 + index * 16;
    tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  const table = (tag: string): number => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font ${file} has no ${tag} table`);
    return offset;
  };

  const unitsPerEm = font.readUInt16BE(table('head') + 18);
  const metricCount = font.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOf = (glyph: number): number => font.readUInt16BE(hmtx + Math.min(glyph, metricCount - 1) * 4);

  // The Unicode BMP subtable (Windows 3/1 or Unicode 0/3), format 4: segments of character codes.
  const cmap = table('cmap');
  let subtable: number | undefined;
  for (let index = 0; index < font.readUInt16BE(cmap + 2); index++) {
    const record = cmap + 4 + index * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmap + font.readUInt32BE(record + 4);
    if (((platform === 3 && encoding === 1) || (platform === 0 && encoding === 3)) && font.readUInt16BE(offset) === 4) {
      subtable = offset;
      break;
    }
  }
  if (subtable === undefined) throw new Error(`font ${file} has no Unicode cmap of format 4`);
  const segments = font.readUInt16BE(subtable + 6) / 2;
  const endCodes = subtable + 14;
  const startCodes = endCodes + segments * 2 + 2;
  const idDeltas = startCodes + segments * 2;
  const idRangeOffsets = idDeltas + segments * 2;

  function glyphOf(code: number): number {
    if (code > 0xffff) return 0;
    for (let segment = 0; segment < segments; segment++) {
      if (font.readUInt16BE(endCodes + segment * 2) < code) continue;
      const start = font.readUInt16BE(startCodes + segment * 2);
      if (start > code) return 0;
      const delta = font.readUInt16BE(idDeltas + segment * 2);
      const rangeOffsetAt = idRangeOffsets + segment * 2;
      const rangeOffset = font.readUInt16BE(rangeOffsetAt);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  }

  const fallback = advanceOf(glyphOf('M'.codePointAt(0) ?? 77));
  const advances = new Map<number, number>();
  function advance(code: number): number {
    let known = advances.get(code);
    if (known === undefined) {
      const glyph = glyphOf(code);
      known = glyph === 0 ? fallback : advanceOf(glyph);
      advances.set(code, known);
    }
    return known;
  }

  return {
    width(text, fontSize) {
      let units = 0;
      for (const character of text) units += advance(character.codePointAt(0) ?? 0);
      return (units / unitsPerEm) * fontSize;
    },
  };
}
