import type { FontMetrics } from './font-metrics';
import type { EmbeddedPicture, PictureBox } from './pictures';
import { cardFontFamily, shareImageSize } from './rasterize';

/**
 * The layouts of the share cards (CLB-05), as SVG for resvg to draw at 1200×630. Pure functions of what
 * a card shows, so the route only gathers data and the tests can look at a card without a database.
 * Every text is written through `escapeXml`, and every colour is the tenant's as `iconColors` checked it.
 */

/** Who the card belongs to: drawn in a band along the bottom of every card. */
export interface CardBrand {
  name: string;
  /** Hex colours, already checked (site-icon.ts `iconColors`). */
  primary: string;
  accent: string;
  /** The tenant's stand mark (site-icon.ts `iconSvg`) as an SVG data: URI: it has no text, so resvg draws it nested. */
  markHref: string;
}

const { width, height } = shareImageSize;
const margin = 64;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.codePointAt(0) ?? 0};`);
}

/** The y of a baseline that centres a line of capitals and lower case on `middle` (DejaVu's x-height and cap height). */
function baselineFor(middle: number, fontSize: number): number {
  return Math.round(middle + fontSize * 0.36);
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}

function text(content: string, { x, y, size, fill, anchor = 'start', opacity }: TextOptions): string {
  const faded = opacity === undefined ? '' : ` fill-opacity="${opacity}"`;
  return `<text x="${x}" y="${y}" font-family="${cardFontFamily}" font-weight="bold" font-size="${size}" fill="${fill}"${faded} text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

function image(href: string, x: number, y: number, boxWidth: number, boxHeight: number, fit: 'slice' | 'meet') {
  return `<image x="${x}" y="${y}" width="${boxWidth}" height="${boxHeight}" preserveAspectRatio="xMidYMid ${fit}" href="${href}"/>`;
}

/**
 * The largest size from `size` down to `minSize` at which `content` fits `maxWidth`; at the smallest the
 * text is cut with an ellipsis, so a long club or site name never runs into what stands beside it.
 */
function fitLine(
  metrics: FontMetrics,
  content: string,
  maxWidth: number,
  size: number,
  minSize: number,
): { content: string; size: number } {
  const trimmed = content.trim();
  for (let candidate = size; candidate >= minSize; candidate -= 2) {
    if (metrics.width(trimmed, candidate) <= maxWidth) return { content: trimmed, size: candidate };
  }
  const characters = [...trimmed];
  while (characters.length > 1 && metrics.width(`${characters.join('').trimEnd()}…`, minSize) > maxWidth)
    characters.pop();
  return { content: `${characters.join('').trimEnd()}…`, size: minSize };
}

/** `content` broken into at most `maxLines` lines of `maxWidth`; the last one cut with an ellipsis when more is left. */
function wrapLines(metrics: FontMetrics, content: string, maxWidth: number, size: number, maxLines: number): string[] {
  const words = content.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let index = 0;
  for (; index < words.length; index++) {
    const word = words[index] ?? '';
    const candidate = current === '' ? word : `${current} ${word}`;
    if (metrics.width(candidate, size) <= maxWidth || current === '') {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current !== '') {
    lines.push(current);
    current = '';
  }
  const cut = index < words.length || current !== '' || lines.some((line) => metrics.width(line, size) > maxWidth);
  if (cut && lines.length > 0) {
    const last = lines.length - 1;
    lines[last] = fitLine(metrics, `${lines[last] ?? ''}…`, maxWidth, size, size).content.replace(/……$/, '…');
  }
  return lines;
}

function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The band along the bottom: the tenant's mark and name on a darker strip, and an accent line under it. */
function brandBand(metrics: FontMetrics, brand: CardBrand, { over }: { over: 'colour' | 'picture' }): string {
  const top = 530;
  const markSize = 64;
  const name = fitLine(metrics, brand.name, width - margin * 2 - markSize - 24, 36, 24);
  const shade =
    over === 'picture'
      ? `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient></defs><rect x="0" y="${top - 140}" width="${width}" height="${height - top + 140}" fill="url(#shade)"/>`
      : `<rect x="0" y="${top}" width="${width}" height="${height - top}" fill="#000" fill-opacity="0.22"/>`;
  const markY = top + (height - top - 8 - markSize) / 2;
  return (
    shade +
    image(brand.markHref, margin, markY, markSize, markSize, 'meet') +
    text(name.content, {
      x: margin + markSize + 24,
      y: baselineFor(markY + markSize / 2, name.size),
      size: name.size,
      fill: '#ffffff',
    }) +
    `<rect x="0" y="${height - 8}" width="${width}" height="8" fill="${brand.accent}"/>`
  );
}

/** The card of every page without one of its own: the tenant's mark large, and its name. */
export function siteCard(metrics: FontMetrics, brand: CardBrand): string {
  const markSize = 240;
  const name = fitLine(metrics, brand.name, width - margin * 2, 96, 48);
  return svgDocument(
    `<rect width="${width}" height="${height}" fill="${brand.primary}"/>` +
      `<rect width="${width}" height="14" fill="${brand.accent}"/>` +
      image(brand.markHref, (width - markSize) / 2, 110, markSize, markSize, 'meet') +
      text(name.content, {
        x: width / 2,
        y: baselineFor(460, name.size),
        size: name.size,
        fill: '#ffffff',
        anchor: 'middle',
      }) +
      `<rect x="0" y="${height - 14}" width="${width}" height="14" fill="${brand.accent}"/>`,
  );
}

/**
 * An article's card: its picture filling the card, cut to 1.91:1 around its middle; without a picture
 * this site can draw (another site's address, none at all) the headline in large type instead.
 */
export function articleCard(
  metrics: FontMetrics,
  { title, picture, brand }: { title: string; picture: EmbeddedPicture | undefined; brand: CardBrand },
): string {
  if (picture !== undefined) {
    return svgDocument(
      `<rect width="${width}" height="${height}" fill="${brand.primary}"/>` +
        image(picture.href, 0, 0, width, height, 'slice') +
        brandBand(metrics, brand, { over: 'picture' }),
    );
  }
  const size = 68;
  const lineHeight = 84;
  const lines = wrapLines(metrics, title, width - margin * 2, size, 4);
  const top = (510 - lines.length * lineHeight) / 2;
  return svgDocument(
    `<rect width="${width}" height="${height}" fill="${brand.primary}"/>` +
      `<rect width="${width}" height="14" fill="${brand.accent}"/>` +
      lines
        .map((line, index) =>
          text(line, {
            x: margin,
            y: baselineFor(top + lineHeight * index + lineHeight / 2, size),
            size,
            fill: '#ffffff',
          }),
        )
        .join('') +
      brandBand(metrics, brand, { over: 'colour' }),
  );
}

interface MatchCardSide {
  name: string;
  crest: EmbeddedPicture | undefined;
}

/** What stands between the crests: the score once the match has started, else the kick-off. */
export type MatchCardCentre =
  | { kind: 'score'; home: number; away: number; label: string }
  | { kind: 'kick-off'; date: string; time: string; label: string };

/** The box each crest is fitted into, as pictures.ts draws it. */
export const crestBox = { width: 210, height: 210, fit: 'contain' } as const;

/**
 * The box a club's crest is fitted into on its own card: larger than on a match card, as it is the card's
 * one picture, and drawn at that size (pictures.ts) so it stays sharp.
 */
export const teamCrestBox = { ...crestBox, width: 300, height: 300 } as const;

function crestOrInitial(side: MatchCardSide, centreX: number, top = 120, box: PictureBox = crestBox): string {
  if (side.crest !== undefined) {
    return image(side.crest.href, centreX - box.width / 2, top, box.width, box.height, 'meet');
  }
  // A club without a crest this site can draw gets its initial in a circle, as the pages show it.
  const initial = [...side.name.trim()][0]?.toUpperCase() ?? '?';
  const radius = box.width / 2 - 10;
  const middle = top + box.height / 2;
  // The match card's 110 px letter, in proportion to a larger box.
  const initialSize = Math.round((box.height * 110) / crestBox.height);
  return (
    `<circle cx="${centreX}" cy="${middle}" r="${radius}" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-width="4"/>` +
    text(initial, {
      x: centreX,
      y: baselineFor(middle, initialSize),
      size: initialSize,
      fill: '#ffffff',
      anchor: 'middle',
    })
  );
}

/**
 * A pill with a short status ("Full time", "Aftrap") or a club's standing ("3rd · 28 pts"): the accent
 * colour, the text in the primary one. Centred on `x`, or starting at it beside a crest.
 */
function pill(
  metrics: FontMetrics,
  label: string,
  x: number,
  middle: number,
  brand: CardBrand,
  {
    size = 30,
    maxWidth = 300,
    align = 'centre',
  }: { size?: number; maxWidth?: number; align?: 'centre' | 'start' } = {},
): string {
  const fitted = fitLine(metrics, label, maxWidth, size, 22);
  const pillWidth = Math.round(metrics.width(fitted.content, fitted.size) + size * 1.6);
  const pillHeight = size + 22;
  const centreX = align === 'centre' ? x : x + pillWidth / 2;
  return (
    `<rect x="${centreX - pillWidth / 2}" y="${middle - pillHeight / 2}" width="${pillWidth}" height="${pillHeight}" rx="${pillHeight / 2}" fill="${brand.accent}"/>` +
    text(fitted.content, {
      x: centreX,
      y: baselineFor(middle, fitted.size),
      size: fitted.size,
      fill: brand.primary,
      anchor: 'middle',
    })
  );
}

/** The kick-off's day, between the crests' columns: shrunk, then cut, to stay clear of them. */
function dateLine(metrics: FontMetrics, date: string): string {
  const fitted = fitLine(metrics, date, 440, 36, 24);
  return text(fitted.content, {
    x: width / 2,
    y: baselineFor(320, fitted.size),
    size: fitted.size,
    fill: '#ffffff',
    anchor: 'middle',
    opacity: 0.85,
  });
}

/** A match's card: both crests and names, the score or the kick-off between them, and the competition above. */
export function matchCard(
  metrics: FontMetrics,
  {
    league,
    home,
    away,
    centre,
    brand,
  }: { league: string; home: MatchCardSide; away: MatchCardSide; centre: MatchCardCentre; brand: CardBrand },
): string {
  const sideX = { home: 250, away: width - 250 };
  const nameWidth = 400;
  const names = [home, away].map((side, index) => {
    const fitted = fitLine(metrics, side.name, nameWidth, 42, 26);
    return text(fitted.content, {
      x: index === 0 ? sideX.home : sideX.away,
      y: baselineFor(425, fitted.size),
      size: fitted.size,
      fill: '#ffffff',
      anchor: 'middle',
    });
  });
  const competition = fitLine(metrics, league, width - margin * 2, 30, 22);
  const middle =
    centre.kind === 'score'
      ? text(`${centre.home} – ${centre.away}`, {
          x: width / 2,
          y: baselineFor(230, 120),
          size: 120,
          fill: '#ffffff',
          anchor: 'middle',
        }) + pill(metrics, centre.label, width / 2, 340, brand)
      : pill(metrics, centre.label, width / 2, 150, brand) +
        text(centre.time, { x: width / 2, y: baselineFor(240, 96), size: 96, fill: '#ffffff', anchor: 'middle' }) +
        dateLine(metrics, centre.date);
  return svgDocument(
    `<rect width="${width}" height="${height}" fill="${brand.primary}"/>` +
      `<rect width="${width}" height="14" fill="${brand.accent}"/>` +
      text(competition.content, {
        x: width / 2,
        y: baselineFor(70, competition.size),
        size: competition.size,
        fill: '#ffffff',
        anchor: 'middle',
        opacity: 0.85,
      }) +
      crestOrInitial(home, sideX.home) +
      crestOrInitial(away, sideX.away) +
      names.join('') +
      middle +
      brandBand(metrics, brand, { over: 'colour' }),
  );
}

/**
 * A club's card (the team page's): its crest large on the left; beside it the league, the club's name
 * (shrunk, then cut, to stay clear of the card's edge) and, once the club has played, its place in the
 * table and its points in a pill. Without a standing the two lines are centred on their own.
 */
export function teamCard(
  metrics: FontMetrics,
  {
    league,
    team,
    standing,
    brand,
  }: { league: string; team: MatchCardSide; standing: string | undefined; brand: CardBrand },
): string {
  // The crest centred in the space between the accent line at the top and the brand band (14 to 530).
  const crestTop = Math.round((14 + 530 - teamCrestBox.height) / 2);
  const columnX = margin + teamCrestBox.width + 56;
  const columnWidth = width - margin - columnX;
  const shift = standing === undefined ? 45 : 0;
  const competition = fitLine(metrics, league, columnWidth, 34, 22);
  const name = fitLine(metrics, team.name, columnWidth, 76, 40);
  return svgDocument(
    `<rect width="${width}" height="${height}" fill="${brand.primary}"/>` +
      `<rect width="${width}" height="14" fill="${brand.accent}"/>` +
      crestOrInitial(team, margin + teamCrestBox.width / 2, crestTop, teamCrestBox) +
      text(competition.content, {
        x: columnX,
        y: baselineFor(180 + shift, competition.size),
        size: competition.size,
        fill: '#ffffff',
        opacity: 0.85,
      }) +
      text(name.content, { x: columnX, y: baselineFor(265 + shift, name.size), size: name.size, fill: '#ffffff' }) +
      (standing === undefined
        ? ''
        : pill(metrics, standing, columnX, 370, brand, { size: 40, maxWidth: columnWidth - 64, align: 'start' })) +
      brandBand(metrics, brand, { over: 'colour' }),
  );
}
