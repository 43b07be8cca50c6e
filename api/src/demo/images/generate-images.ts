/**
 * Draws the demo images into `api/assets/` (run once, output committed):
 *
 *   cd api && npx tsx src/demo/images/generate-images.ts
 *
 * - `images/<name>.svg`: 1200×800 (3:2) flat vector illustrations for article lead images, and
 *   `images/floodlight-tower.svg`, an 800×1400 portrait for the numbered images of the article body;
 * - `clubs/<slug>.svg`: a generated crest per club, in its colours with its code (real crests are
 *   trademarks, so none are copied), and `clubs/<slug>.png`, the same crest drawn at 160 px wide: the one
 *   the site shows (see `clubLogoPath`);
 * - `avatars/authors/<slug>.svg` and `avatars/users/<lang>-<username>.svg`: initials on a colour, each
 *   with its PNG at 192 px, the one the site shows;
 * - `players/placeholder.svg`: the squad list's player image.
 *
 * Everything is deterministic: the same code draws the same files, so a re-run changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { escapeHtml } from '../../lib/html';
import { createRasterizer, type Rasterizer } from '../../modules/share-images/drawing/rasterize';
import { DEMO_AUTHORS } from '../content/authors';
import { EREDIVISIE_CLUBS, KEUKEN_KAMPIOEN_DIVISIE_CLUBS, type Club } from '../football/clubs';
import { DEMO_LANGUAGES } from '../language';
import { ILLUSTRATIONS, type Illustration } from './catalog';
import { DEMO_USER_NAMES, initialsOf } from './user-avatars';

const W = 1200;
const H = 800;

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(title)}">\n<title>${escapeHtml(title)}</title>\n${body}\n</svg>\n`;
}

function linear(id: string, stops: [string, string, number?][], x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('')}</linearGradient>`;
}

function radial(id: string, stops: [string, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('')}</radialGradient>`;
}

/** A tiny deterministic sequence for scattering stars, crowds and confetti. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const grassStripes = (y0: number, y1: number, count: number, a: string, b: string) =>
  Array.from({ length: count }, (_, i) => {
    const x = (W / count) * i;
    return `<rect x="${x.toFixed(1)}" y="${y0}" width="${(W / count + 0.5).toFixed(1)}" height="${y1 - y0}" fill="${i % 2 === 0 ? a : b}"/>`;
  }).join('');

/** A football: white ball with dark pentagons, seen slightly from above. */
function ball(cx: number, cy: number, r: number): string {
  const pentagon = (x: number, y: number, size: number, rotate: number) => {
    const points = Array.from({ length: 5 }, (_, i) => {
      const a = ((i * 72 + rotate - 90) * Math.PI) / 180;
      return `${(x + size * Math.cos(a)).toFixed(1)},${(y + size * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    return `<polygon points="${points}" fill="#1d232b"/>`;
  };
  const around = Array.from({ length: 5 }, (_, i) => {
    const a = ((i * 72 - 90) * Math.PI) / 180;
    return pentagon(cx + r * 0.78 * Math.cos(a), cy + r * 0.78 * Math.sin(a), r * 0.26, i * 72 + 36);
  }).join('');
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#ballShade)"/>${pentagon(cx, cy, r * 0.3, 0)}${around}<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#1d232b" stroke-width="${(r * 0.04).toFixed(1)}"/><ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.4}" rx="${r * 0.28}" ry="${r * 0.16}" fill="#fff" opacity="0.55"/></g>`;
}
const ballDefs = radial(
  'ballShade',
  [
    ['0', '#ffffff'],
    ['0.7', '#e9edf1'],
    ['1', '#b9c2cc'],
  ],
  0.4,
  0.35,
  0.7,
);

const drawings: Record<Illustration, () => string> = {
  pitch: () => {
    const line = 'fill="none" stroke="#f4fff4" stroke-width="6" stroke-opacity="0.9"';
    return `<defs>${radial('vignette', [
      ['0.55', '#000', 0],
      ['1', '#000', 0.45],
    ])}</defs>
${grassStripes(0, H, 12, '#2f9e44', '#37b24d')}
<rect x="60" y="50" width="1080" height="700" ${line}/>
<line x1="600" y1="50" x2="600" y2="750" ${line}/>
<circle cx="600" cy="400" r="95" ${line}/><circle cx="600" cy="400" r="8" fill="#f4fff4"/>
<rect x="60" y="200" width="170" height="400" ${line}/><rect x="970" y="200" width="170" height="400" ${line}/>
<rect x="60" y="300" width="60" height="200" ${line}/><rect x="1080" y="300" width="60" height="200" ${line}/>
<circle cx="175" cy="400" r="7" fill="#f4fff4"/><circle cx="1025" cy="400" r="7" fill="#f4fff4"/>
<path d="M230 330 A95 95 0 0 1 230 470" ${line}/><path d="M970 330 A95 95 0 0 0 970 470" ${line}/>
<path d="M60 70 A20 20 0 0 0 80 50" ${line}/><path d="M1120 50 A20 20 0 0 0 1140 70" ${line}/><path d="M80 750 A20 20 0 0 0 60 730" ${line}/><path d="M1140 730 A20 20 0 0 0 1120 750" ${line}/>
<rect x="40" y="360" width="20" height="80" fill="#dfe7ef"/><rect x="1140" y="360" width="20" height="80" fill="#dfe7ef"/>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  },

  'stadium-night': () => {
    const next = sequence(7);
    const stars = Array.from(
      { length: 70 },
      () =>
        `<circle cx="${(next() * W).toFixed(0)}" cy="${(next() * 300).toFixed(0)}" r="${(0.8 + next() * 1.8).toFixed(1)}" fill="#fff" opacity="${(0.3 + next() * 0.6).toFixed(2)}"/>`,
    ).join('');
    const tower = (x: number) =>
      `<rect x="${x - 6}" y="160" width="12" height="330" fill="#10141f"/><rect x="${x - 50}" y="120" width="100" height="55" rx="6" fill="#1b2233"/>` +
      Array.from(
        { length: 8 },
        (_, i) => `<circle cx="${x - 38 + (i % 4) * 25}" cy="${i < 4 ? 137 : 160}" r="9" fill="#fffbe6"/>`,
      ).join('') +
      `<circle cx="${x}" cy="148" r="140" fill="url(#glow)"/><polygon points="${x - 50},175 ${x + 50},175 ${x + (x < 600 ? 380 : -80)},640 ${x + (x < 600 ? 80 : -380)},640" fill="url(#beam)"/>`;
    return `<defs>${linear('sky', [
      ['0', '#070b1a'],
      ['0.6', '#142146'],
      ['1', '#23336b'],
    ])}${radial('glow', [
      ['0', '#fff6cc', 0.9],
      ['0.25', '#ffe58a', 0.35],
      ['1', '#ffe58a', 0],
    ])}${linear('beam', [
      ['0', '#fff7d1', 0.28],
      ['1', '#fff7d1', 0],
    ])}${radial('pitchLight', [
      ['0', '#5bd46f'],
      ['1', '#1f7a33'],
    ])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
<ellipse cx="600" cy="700" rx="560" ry="150" fill="url(#pitchLight)"/>
<path d="M0 520 L140 470 L1060 470 L1200 520 L1200 800 L0 800 Z" fill="#0d1322"/>
<path d="M0 560 C250 610 950 610 1200 560 L1200 800 L0 800 Z" fill="#18233b"/>
${Array.from({ length: 6 }, (_, r) => `<path d="M0 ${575 + r * 24} C250 ${625 + r * 24} 950 ${625 + r * 24} 1200 ${575 + r * 24}" fill="none" stroke="#2b3a5e" stroke-width="3"/>`).join('')}
<ellipse cx="600" cy="760" rx="430" ry="70" fill="#2f9e44"/><ellipse cx="600" cy="760" rx="430" ry="70" fill="none" stroke="#e6ffe9" stroke-width="3" opacity="0.7"/>
${tower(120)}${tower(1080)}`;
  },

  'stadium-day': () => {
    const next = sequence(11);
    const seats = Array.from({ length: 5 }, (_, row) =>
      Array.from({ length: 60 }, (_, i) => {
        const x = i * 20 + (row % 2) * 10;
        const colours = ['#e03131', '#f8f9fa', '#e03131', '#1c7ed6', '#f8f9fa'];
        return `<rect x="${x}" y="${300 + row * 34}" width="14" height="22" rx="3" fill="${colours[Math.floor(next() * colours.length)] ?? '#fff'}" opacity="0.9"/>`;
      }).join(''),
    ).join('');
    const cloud = (x: number, y: number, s: number) =>
      `<g fill="#ffffff" opacity="0.9"><ellipse cx="${x}" cy="${y}" rx="${70 * s}" ry="${28 * s}"/><ellipse cx="${x + 45 * s}" cy="${y - 18 * s}" rx="${50 * s}" ry="${30 * s}"/><ellipse cx="${x - 40 * s}" cy="${y - 10 * s}" rx="${40 * s}" ry="${22 * s}"/></g>`;
    return `<defs>${linear('sky', [
      ['0', '#4dabf7'],
      ['1', '#d0ebff'],
    ])}${linear('roof', [
      ['0', '#dee2e6'],
      ['1', '#868e96'],
    ])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${cloud(220, 110, 1.2)}${cloud(820, 80, 0.9)}${cloud(1050, 160, 0.7)}
<path d="M0 250 L1200 230 L1200 290 L0 300 Z" fill="url(#roof)"/>
<rect x="0" y="290" width="${W}" height="190" fill="#343a40"/>${seats}
<rect x="0" y="470" width="${W}" height="16" fill="#212529"/>
<path d="M0 486 L1200 486 L1200 800 L0 800 Z" fill="#2f9e44"/>
${Array.from({ length: 7 }, (_, i) => `<path d="M${-200 + i * 230} 800 L${i * 200 - 30} 486 L${i * 200 + 70} 486 L${30 + i * 230} 800 Z" fill="#37b24d"/>`).join('')}
<path d="M80 800 L330 486 M1120 800 L870 486 M330 486 L870 486" stroke="#f1f3f5" stroke-width="5" fill="none" opacity="0.85"/>
<ellipse cx="600" cy="600" rx="170" ry="48" fill="none" stroke="#f1f3f5" stroke-width="5" opacity="0.85"/><line x1="420" y1="600" x2="780" y2="600" stroke="#f1f3f5" stroke-width="5" opacity="0.85"/>`;
  },

  'ball-in-net': () => {
    const mesh = [
      ...Array.from({ length: 26 }, (_, i) => `<path d="M${i * 48} 0 Q${i * 48 + (i - 13) * 6} 420 ${i * 48} 800" />`),
      ...Array.from({ length: 18 }, (_, i) => `<path d="M0 ${i * 48} Q600 ${i * 48 + 40} 1200 ${i * 48}" />`),
    ].join('');
    return `<defs>${radial('bg', [
      ['0', '#2c3e63'],
      ['1', '#0b1020'],
    ])}${ballDefs}${radial('shadow', [
      ['0', '#000', 0.5],
      ['1', '#000', 0],
    ])}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g fill="none" stroke="#e9f2ff" stroke-width="2.2" opacity="0.45">${mesh}</g>
<rect x="0" y="0" width="44" height="${H}" fill="#f8f9fa"/><rect x="0" y="0" width="${W}" height="40" fill="#f8f9fa"/><rect x="1156" y="0" width="44" height="${H}" fill="#f8f9fa"/>
<rect x="0" y="0" width="44" height="${H}" fill="#000" opacity="0.12"/>
<ellipse cx="640" cy="690" rx="170" ry="34" fill="url(#shadow)"/>
<g transform="rotate(-12 640 470)">${ball(640, 470, 170)}</g>
<g stroke="#e9f2ff" stroke-width="3" fill="none" opacity="0.7"><path d="M470 330 Q640 250 810 330"/><path d="M450 470 Q640 430 830 470"/><path d="M470 610 Q640 690 810 610"/></g>`;
  },

  'crowd-flags': () => {
    const next = sequence(23);
    const colours = ['#e03131', '#f8f9fa', '#1c7ed6', '#fab005', '#2f9e44', '#f76707'];
    const flag = (x: number, y: number, c1: string, c2: string, s: number) =>
      `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + 230 * s}" stroke="#343a40" stroke-width="${6 * s}"/><path d="M${x} ${y} q${60 * s} ${-25 * s} ${120 * s} 0 t${120 * s} 0 v${100 * s} q${-60 * s} ${25 * s} ${-120 * s} 0 t${-120 * s} 0 z" fill="${c1}"/><path d="M${x} ${y + 33 * s} q${60 * s} ${-25 * s} ${120 * s} 0 t${120 * s} 0 v${34 * s} q${-60 * s} ${25 * s} ${-120 * s} 0 t${-120 * s} 0 z" fill="${c2}"/>`;
    const rows = Array.from({ length: 5 }, (_, r) =>
      Array.from({ length: 26 }, (_, i) => {
        const x = i * 48 + (r % 2) * 24 - 10 + next() * 8;
        const y = 470 + r * 70 + next() * 10;
        const c = colours[Math.floor(next() * colours.length)] ?? '#fff';
        const arm =
          next() < 0.35
            ? `<path d="M${x + 14} ${y + 20} l${-10 + next() * 20} -70" stroke="${c}" stroke-width="12" stroke-linecap="round"/>`
            : '';
        return `${arm}<path d="M${x - 24} ${y + 90} q24 -70 48 0 z" fill="${c}"/><circle cx="${x}" cy="${y + 8}" r="17" fill="${['#f1c27d', '#c68642', '#8d5524', '#e0ac69'][Math.floor(next() * 4)] ?? '#e0ac69'}"/>`;
      }).join(''),
    ).join('');
    return `<defs>${linear('sky', [
      ['0', '#1b1f3b'],
      ['1', '#5c3d7a'],
    ])}${radial(
      'haze',
      [
        ['0', '#ffd8a8', 0.55],
        ['1', '#ffd8a8', 0],
      ],
      0.5,
      0.9,
      0.7,
    )}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#haze)"/>
${flag(120, 120, '#e03131', '#f8f9fa', 1.2)}${flag(520, 70, '#1c7ed6', '#f8f9fa', 1.4)}${flag(900, 140, '#2f9e44', '#fab005', 1.1)}
${rows}`;
  },

  // No words and no score (MD-07): it illustrates reports of every result in either language, so it
  // shows two kits over unlit digit panels, never "HOME / AWAY" or a score the story may contradict.
  scoreboard: () => {
    const panel = (x: number, y: number) =>
      `<rect x="${x}" y="${y}" width="150" height="220" rx="14" fill="#0b0f14"/><rect x="${x + 35}" y="${y + 100}" width="80" height="20" rx="10" fill="#ffd43b" opacity="0.25"/>`;
    const kit = (cx: number, colour: string, stripe: string) =>
      `<g transform="translate(${cx - 60} 176)"><path d="M30 0 L0 22 L14 52 L30 44 L30 100 L90 100 L90 44 L106 52 L120 22 L90 0 Q60 16 30 0 Z" fill="${colour}"/><rect x="52" y="8" width="16" height="92" fill="${stripe}"/></g>`;
    const dots = Array.from(
      { length: 40 },
      (_, i) => `<circle cx="${130 + i * 24}" cy="150" r="5" fill="${i % 3 === 0 ? '#ffd43b' : '#495057'}"/>`,
    ).join('');
    return `<defs>${linear('bg', [
      ['0', '#212529'],
      ['1', '#0b0d10'],
    ])}${linear('frame', [
      ['0', '#495057'],
      ['1', '#212529'],
    ])}${radial('glow', [
      ['0', '#ffd43b', 0.18],
      ['1', '#ffd43b', 0],
    ])}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="80" y="100" width="1040" height="560" rx="28" fill="url(#frame)"/><rect x="104" y="124" width="992" height="512" rx="18" fill="#141a21"/>
${dots}<rect width="${W}" height="${H}" fill="url(#glow)"/>
${kit(330, '#e03131', '#f8f9fa')}${kit(870, '#1c7ed6', '#f8f9fa')}
${panel(255, 300)}${panel(795, 300)}
<rect x="560" y="400" width="80" height="18" rx="9" fill="#ffd43b"/>
<rect x="500" y="550" width="200" height="64" rx="10" fill="#0b0f14"/><circle cx="560" cy="582" r="12" fill="#ff6b6b"/><circle cx="600" cy="582" r="12" fill="#ff6b6b"/><circle cx="640" cy="582" r="12" fill="#ff6b6b" opacity="0.35"/>`;
  },

  boots: () => {
    const boot = (x: number, y: number, colour: string, stripe: string, flip: boolean) =>
      `<g transform="translate(${x} ${y}) ${flip ? 'scale(-1 1)' : ''}"><path d="M-230 40 C-230 -20 -190 -60 -150 -70 L-60 -150 C-40 -165 -10 -160 0 -140 L20 -60 C60 -50 150 -40 210 -10 C245 8 250 40 230 60 L-210 60 C-225 60 -230 52 -230 40 Z" fill="${colour}"/><path d="M-140 -50 C-60 -20 60 -10 200 10" stroke="${stripe}" stroke-width="18" fill="none" stroke-linecap="round"/>${Array.from({ length: 5 }, (_, i) => `<line x1="${-110 + i * 22}" y1="${-120 + i * 12}" x2="${-80 + i * 22}" y2="${-100 + i * 12}" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`).join('')}<rect x="-225" y="58" width="455" height="16" rx="8" fill="#212529"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${-200 + i * 80}" y="72" width="22" height="22" rx="5" fill="#adb5bd"/>`).join('')}</g>`;
    return `<defs>${linear('bg', [
      ['0', '#fff4e6'],
      ['1', '#ffd8a8'],
    ])}${radial('spot', [
      ['0', '#fff', 0.8],
      ['1', '#fff', 0],
    ])}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="600" cy="360" r="420" fill="url(#spot)"/>
<path d="M0 620 L1200 620 L1200 800 L0 800 Z" fill="#2f9e44"/>${Array.from({ length: 60 }, (_, i) => `<path d="M${i * 20} 620 l6 -22 l6 22" fill="#37b24d"/>`).join('')}
${boot(380, 460, '#1c7ed6', '#ffd43b', false)}${boot(820, 520, '#e03131', '#f8f9fa', true)}`;
  },

  trophy: () => {
    const next = sequence(31);
    const confetti = Array.from({ length: 90 }, () => {
      const c = ['#ffd43b', '#ff6b6b', '#4dabf7', '#69db7c', '#f8f9fa'][Math.floor(next() * 5)] ?? '#fff';
      return `<rect x="${(next() * W).toFixed(0)}" y="${(next() * H).toFixed(0)}" width="${(8 + next() * 10).toFixed(0)}" height="${(4 + next() * 6).toFixed(0)}" fill="${c}" transform="rotate(${(next() * 180).toFixed(0)} ${(next() * W).toFixed(0)} ${(next() * H).toFixed(0)})" opacity="0.85"/>`;
    }).join('');
    return `<defs>${radial('bg', [
      ['0', '#3b2f6b'],
      ['1', '#120d26'],
    ])}${linear(
      'gold',
      [
        ['0', '#fff3bf'],
        ['0.35', '#ffd43b'],
        ['0.7', '#f59f00'],
        ['1', '#b86b00'],
      ],
      1,
      0,
    )}${radial('halo', [
      ['0', '#ffe066', 0.5],
      ['1', '#ffe066', 0],
    ])}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="600" cy="360" r="330" fill="url(#halo)"/>${confetti}
<path d="M430 150 L770 150 C770 330 700 420 600 440 C500 420 430 330 430 150 Z" fill="url(#gold)"/>
<path d="M430 190 C330 190 330 330 460 350" stroke="url(#gold)" stroke-width="26" fill="none"/><path d="M770 190 C870 190 870 330 740 350" stroke="url(#gold)" stroke-width="26" fill="none"/>
<rect x="575" y="440" width="50" height="90" fill="url(#gold)"/><path d="M500 530 L700 530 L730 600 L470 600 Z" fill="url(#gold)"/>
<rect x="440" y="600" width="320" height="70" rx="8" fill="#343a40"/><rect x="520" y="620" width="160" height="30" rx="4" fill="url(#gold)" opacity="0.8"/>
<path d="M470 170 C480 300 530 380 570 400" stroke="#fff" stroke-width="14" opacity="0.35" fill="none" stroke-linecap="round"/>`;
  },

  'training-cones': () => {
    const cone = (x: number, y: number, s: number) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="8" rx="62" ry="14" fill="#000" opacity="0.2"/><path d="M-55 0 L55 0 L60 10 L-60 10 Z" fill="#e8590c"/><path d="M-42 0 L-12 -120 L12 -120 L42 0 Z" fill="#fd7e14"/><path d="M-33 -38 L33 -38 L27 -62 L-27 -62 Z" fill="#fff"/><path d="M-12 -120 L-4 -120 L-20 0 L-42 0 Z" fill="#fff" opacity="0.25"/></g>`;
    return `<defs>${linear('sky', [
      ['0', '#a5d8ff'],
      ['1', '#e7f5ff'],
    ])}${ballDefs}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<path d="M0 330 L1200 330 L1200 800 L0 800 Z" fill="#2b8a3e"/>
${Array.from({ length: 9 }, (_, i) => `<path d="M${-400 + i * 250} 800 L${i * 150 - 50} 330 L${i * 150 + 25} 330 L${-280 + i * 250} 800 Z" fill="#37b24d"/>`).join('')}
<path d="M80 720 Q600 560 1120 440" stroke="#f8f9fa" stroke-width="4" stroke-dasharray="18 14" fill="none" opacity="0.7"/>
${cone(220, 690, 1.25)}${cone(470, 610, 1.0)}${cone(700, 540, 0.85)}${cone(900, 485, 0.7)}${cone(1060, 445, 0.58)}
<g transform="rotate(-20 330 690)">${ball(330, 690, 52)}</g>`;
  },

  'corner-flag': () =>
    `<defs>${linear('sky', [
      ['0', '#ff922b'],
      ['0.55', '#ffc078'],
      ['1', '#ffe8cc'],
    ])}${linear(
      'flag',
      [
        ['0', '#fa5252'],
        ['1', '#c92a2a'],
      ],
      1,
      0,
    )}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="950" cy="260" r="90" fill="#fff4e6" opacity="0.8"/>
<path d="M0 470 L1200 470 L1200 800 L0 800 Z" fill="#2f9e44"/>${grassStripes(470, 800, 8, '#2f9e44', '#37b24d').replace(/y="470"/g, 'y="470" opacity="0.6"')}
<path d="M120 800 L420 520 M420 520 L1200 520" stroke="#f8f9fa" stroke-width="10" fill="none"/>
<path d="M520 520 A110 60 0 0 1 330 606" stroke="#f8f9fa" stroke-width="8" fill="none"/>
<rect x="412" y="150" width="14" height="375" rx="6" fill="#f1f3f5"/><rect x="412" y="150" width="5" height="375" fill="#adb5bd"/>
<path d="M426 160 C500 130 560 200 650 170 L650 300 C560 330 500 260 426 290 Z" fill="url(#flag)"/>
<path d="M426 160 C470 145 500 165 540 170 L540 300 C500 295 470 275 426 290 Z" fill="#fff" opacity="0.15"/>`,

  'press-conference': () => {
    const logos = Array.from({ length: 6 }, (_, row) =>
      Array.from({ length: 9 }, (_, i) => {
        const x = 90 + i * 130 + (row % 2) * 65;
        const y = 70 + row * 80;
        return row % 2 === 0
          ? `<circle cx="${x}" cy="${y}" r="22" fill="none" stroke="#4dabf7" stroke-width="6"/>`
          : `<rect x="${x - 30}" y="${y - 12}" width="60" height="24" rx="6" fill="#e9ecef" opacity="0.6"/>`;
      }).join(''),
    ).join('');
    const mic = (x: number, tilt: number, colour: string) =>
      `<g transform="rotate(${tilt} ${x} 560)"><rect x="${x - 5}" y="440" width="10" height="120" fill="#212529"/><rect x="${x - 16}" y="400" width="32" height="60" rx="16" fill="#343a40"/><rect x="${x - 22}" y="450" width="44" height="26" rx="5" fill="${colour}"/></g>`;
    return `<defs>${linear('wall', [
      ['0', '#1c3d6e'],
      ['1', '#0f2444'],
    ])}${linear('desk', [
      ['0', '#495057'],
      ['1', '#212529'],
    ])}${radial(
      'light',
      [
        ['0', '#fff', 0.25],
        ['1', '#fff', 0],
      ],
      0.5,
      0.2,
      0.6,
    )}</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>${logos}<rect width="${W}" height="${H}" fill="url(#light)"/>
<rect x="0" y="560" width="${W}" height="240" fill="url(#desk)"/><rect x="0" y="560" width="${W}" height="14" fill="#868e96"/>
${mic(480, -14, '#e03131')}${mic(560, -5, '#1c7ed6')}${mic(640, 5, '#f8f9fa')}${mic(720, 14, '#fab005')}
<path d="M900 470 L960 470 L954 560 L906 560 Z" fill="#d0ebff" opacity="0.8"/><rect x="906" y="500" width="48" height="58" fill="#74c0fc" opacity="0.6"/>
<rect x="180" y="500" width="160" height="60" rx="6" fill="#f8f9fa"/><rect x="196" y="516" width="128" height="10" rx="5" fill="#adb5bd"/><rect x="196" y="534" width="90" height="10" rx="5" fill="#ced4da"/>`;
  },

  'tactics-board': () => {
    const line = 'stroke="#f8f9fa" stroke-width="4" fill="none" opacity="0.8"';
    const player = (x: number, y: number, c: string) =>
      `<circle cx="${x}" cy="${y}" r="24" fill="${c}"/><circle cx="${x}" cy="${y}" r="24" fill="none" stroke="#fff" stroke-width="4"/>`;
    const cross = (x: number, y: number) =>
      `<path d="M${x - 18} ${y - 18} L${x + 18} ${y + 18} M${x + 18} ${y - 18} L${x - 18} ${y + 18}" stroke="#ffd43b" stroke-width="8" stroke-linecap="round"/>`;
    return `<defs>${linear('frame', [
      ['0', '#adb5bd'],
      ['1', '#495057'],
    ])}<marker id="arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#f8f9fa"/></marker></defs>
<rect width="${W}" height="${H}" fill="#e9ecef"/><rect x="40" y="40" width="1120" height="720" rx="24" fill="url(#frame)"/><rect x="64" y="64" width="1072" height="672" rx="10" fill="#2b8a3e"/>
<rect x="110" y="100" width="980" height="600" ${line}/><line x1="600" y1="100" x2="600" y2="700" ${line}/><circle cx="600" cy="400" r="80" ${line}/>
<rect x="110" y="250" width="140" height="300" ${line}/><rect x="950" y="250" width="140" height="300" ${line}/>
${player(180, 400, '#e03131')}${player(330, 220, '#e03131')}${player(320, 400, '#e03131')}${player(330, 580, '#e03131')}${player(480, 300, '#e03131')}${player(470, 500, '#e03131')}${player(640, 240, '#e03131')}${player(660, 420, '#e03131')}${player(640, 590, '#e03131')}
${cross(820, 300)}${cross(860, 470)}${cross(760, 620)}${cross(1010, 400)}
<path d="M480 300 C560 250 620 200 700 180" ${line} stroke-dasharray="14 10" marker-end="url(#arrow)"/>
<path d="M660 420 C740 430 800 400 880 380" ${line} marker-end="url(#arrow)"/>
<path d="M640 590 C720 640 820 620 900 560" ${line} stroke-dasharray="14 10" marker-end="url(#arrow)"/>`;
  },

  'supporters-scarf': () => {
    const stripes = Array.from(
      { length: 14 },
      (_, i) => `<rect x="${i * 90}" y="0" width="90" height="160" fill="${i % 2 === 0 ? '#c92a2a' : '#f8f9fa'}"/>`,
    ).join('');
    const fringe = (y: number) =>
      Array.from(
        { length: 60 },
        (_, i) =>
          `<line x1="${i * 21 + 5}" y1="${y}" x2="${i * 21 + 5 + (i % 3) - 1}" y2="${y + 36}" stroke="${i % 2 ? '#c92a2a' : '#f8f9fa'}" stroke-width="7" stroke-linecap="round"/>`,
      ).join('');
    return `<defs>${linear('bg', [
      ['0', '#0b7285'],
      ['1', '#0c2f3a'],
    ])}<pattern id="knit" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 6 L6 0 L12 6" stroke="#000" stroke-opacity="0.12" fill="none" stroke-width="2"/></pattern></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g transform="translate(0 260) rotate(-8 600 80)">${stripes}<rect x="0" y="0" width="1260" height="160" fill="url(#knit)"/>
<text x="600" y="106" font-family="'DejaVu Sans', Arial, sans-serif" font-size="76" font-weight="800" letter-spacing="18" text-anchor="middle" fill="#212529" opacity="0.85">TRIBUNE</text>${fringe(160)}</g>
<circle cx="160" cy="130" r="70" fill="#fff" opacity="0.08"/><circle cx="1040" cy="660" r="110" fill="#fff" opacity="0.06"/>`;
  },

  'treatment-room': () =>
    `<defs>${linear('wall', [
      ['0', '#e7f5ff'],
      ['1', '#d0ebff'],
    ])}${linear('bag', [
      ['0', '#fa5252'],
      ['1', '#c92a2a'],
    ])}</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/><rect x="0" y="600" width="${W}" height="200" fill="#a5d8ff"/>
<rect x="120" y="430" width="620" height="40" rx="18" fill="#1c7ed6"/><rect x="120" y="410" width="180" height="30" rx="14" fill="#4dabf7"/>
<rect x="160" y="470" width="20" height="150" fill="#495057"/><rect x="680" y="470" width="20" height="150" fill="#495057"/>
<rect x="800" y="400" width="260" height="190" rx="26" fill="url(#bag)"/><path d="M870 400 L870 360 C870 340 990 340 990 360 L990 400" stroke="#862e2e" stroke-width="16" fill="none"/>
<rect x="905" y="440" width="50" height="110" rx="6" fill="#fff"/><rect x="875" y="470" width="110" height="50" rx="6" fill="#fff"/>
<g transform="rotate(-10 420 360)"><rect x="340" y="330" width="170" height="70" rx="22" fill="#74c0fc" opacity="0.9"/><rect x="352" y="340" width="146" height="16" rx="8" fill="#fff" opacity="0.6"/></g>
<circle cx="640" cy="380" r="40" fill="#f8f9fa"/><circle cx="640" cy="380" r="16" fill="#dee2e6"/><path d="M640 420 L700 430" stroke="#f8f9fa" stroke-width="22" stroke-linecap="round"/>`,

  'contract-signing': () =>
    `<defs>${linear('desk', [
      ['0', '#8d5524'],
      ['1', '#5c3716'],
    ])}${linear(
      'pen',
      [
        ['0', '#343a40'],
        ['1', '#0b0d10'],
      ],
      1,
      0,
    )}</defs>
<rect width="${W}" height="${H}" fill="url(#desk)"/>${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${60 + i * 90} C300 ${40 + i * 90} 900 ${90 + i * 90} 1200 ${60 + i * 90}" stroke="#4a2c10" stroke-width="3" fill="none" opacity="0.5"/>`).join('')}
<g transform="rotate(-6 560 400)"><rect x="300" y="90" width="520" height="640" rx="8" fill="#000" opacity="0.25" transform="translate(14 16)"/><rect x="300" y="90" width="520" height="640" rx="8" fill="#fffdf7"/>
<rect x="350" y="140" width="300" height="26" rx="6" fill="#343a40"/>${Array.from({ length: 11 }, (_, i) => `<rect x="350" y="${200 + i * 34}" width="${i % 4 === 3 ? 280 : 420}" height="10" rx="5" fill="#ced4da"/>`).join('')}
<line x1="350" y1="640" x2="620" y2="640" stroke="#868e96" stroke-width="3"/><path d="M360 630 C390 580 410 660 440 610 S500 590 520 625 S580 600 610 615" stroke="#1c3d6e" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="720" cy="620" r="56" fill="none" stroke="#c92a2a" stroke-width="8" opacity="0.75"/><circle cx="720" cy="620" r="38" fill="none" stroke="#c92a2a" stroke-width="4" opacity="0.75"/></g>
<g transform="rotate(-38 900 560)"><rect x="820" y="540" width="300" height="40" rx="20" fill="url(#pen)"/><path d="M820 545 L760 560 L820 575 Z" fill="#ffd43b"/><rect x="1000" y="536" width="14" height="48" rx="4" fill="#ffd43b"/></g>`,

  whistle: () =>
    `<defs>${radial('bg', [
      ['0', '#fff3bf'],
      ['1', '#fab005'],
    ])}${linear('metal', [
      ['0', '#f8f9fa'],
      ['0.5', '#adb5bd'],
      ['1', '#495057'],
    ])}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${[0, 1, 2].map((i) => `<path d="M${780 + i * 60} ${260 - i * 30} A${160 + i * 60} ${160 + i * 60} 0 0 1 ${780 + i * 60} ${540 + i * 30}" stroke="#e67700" stroke-width="14" fill="none" stroke-linecap="round" opacity="${0.8 - i * 0.2}"/>`).join('')}
<path d="M160 250 C120 420 260 560 420 520" stroke="#1c7ed6" stroke-width="22" fill="none"/><path d="M160 250 C200 180 280 200 330 300" stroke="#1c7ed6" stroke-width="22" fill="none"/>
<circle cx="470" cy="420" r="170" fill="url(#metal)"/><rect x="470" y="300" width="290" height="120" rx="20" fill="url(#metal)"/><rect x="740" y="300" width="40" height="120" rx="10" fill="#495057"/>
<rect x="560" y="270" width="70" height="40" rx="10" fill="#343a40"/><circle cx="470" cy="420" r="70" fill="#343a40" opacity="0.25"/><circle cx="330" cy="300" r="20" fill="none" stroke="#495057" stroke-width="10"/>`,

  'goalkeeper-gloves': () => {
    const glove = (x: number, y: number, rotate: number, colour: string) =>
      `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-110" y="60" width="220" height="120" rx="30" fill="#212529"/><path d="M-110 70 L-110 -60 C-110 -90 -70 -90 -70 -60 L-70 -150 C-70 -185 -25 -185 -25 -150 L-25 -175 C-25 -210 25 -210 25 -175 L25 -160 C25 -195 70 -195 70 -160 L70 -100 C70 -130 110 -130 110 -100 L110 70 Z" fill="${colour}"/><rect x="-110" y="40" width="220" height="40" fill="#fff" opacity="0.9"/><path d="M-60 -20 L60 -20 M-60 10 L60 10" stroke="#fff" stroke-width="10" opacity="0.35" stroke-linecap="round"/></g>`;
    return `<defs>${linear('bg', [
      ['0', '#3bc9db'],
      ['1', '#0b7285'],
    ])}${ballDefs}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="600" cy="420" r="300" fill="#fff" opacity="0.08"/>
${glove(390, 430, -18, '#69db7c')}${glove(810, 430, 18, '#69db7c')}<g>${ball(600, 330, 110)}</g>`;
  },

  floodlights: () => {
    const rain = Array.from({ length: 120 }, (_, i) => {
      const next = sequence(100 + i);
      const x = next() * W;
      const y = next() * H;
      return `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x - 10).toFixed(0)}" y2="${(y + 40).toFixed(0)}" stroke="#d0ebff" stroke-width="2" opacity="0.35"/>`;
    }).join('');
    const lamps = Array.from({ length: 4 }, (_, r) =>
      Array.from(
        { length: 6 },
        (_, c) => `<circle cx="${500 + c * 40}" cy="${150 + r * 40}" r="16" fill="#fffbe6"/>`,
      ).join(''),
    ).join('');
    return `<defs>${linear('sky', [
      ['0', '#0b1020'],
      ['1', '#25304f'],
    ])}${radial('glow', [
      ['0', '#fff9db', 0.95],
      ['0.3', '#ffe066', 0.45],
      ['1', '#ffe066', 0],
    ])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="600" cy="210" r="420" fill="url(#glow)"/>
<path d="M560 330 L640 330 L700 800 L500 800 Z" fill="#10141f"/>${Array.from({ length: 8 }, (_, i) => `<path d="M${565 - i * 8} ${360 + i * 55} L${635 + i * 8} ${400 + i * 55} M${635 + i * 8} ${360 + i * 55} L${565 - i * 8} ${400 + i * 55}" stroke="#2b3245" stroke-width="6"/>`).join('')}
<rect x="470" y="120" width="260" height="200" rx="12" fill="#1b2233"/>${lamps}
${rain}`;
  },
};

/** A generated crest: a shield in the club colours with one of six patterns and the club code. */
function crest(club: Club, index: number): string {
  const { primaryColor: a, secondaryColor: b } = club;
  const shield = 'M100 10 L185 40 L185 110 C185 165 145 198 100 215 C55 198 15 165 15 110 L15 40 Z';
  const patterns = [
    `<rect x="0" y="0" width="200" height="230" fill="${a}"/>${[0, 1, 2].map((i) => `<rect x="${30 + i * 55}" y="0" width="28" height="230" fill="${b}"/>`).join('')}`,
    `<rect x="0" y="0" width="100" height="230" fill="${a}"/><rect x="100" y="0" width="100" height="230" fill="${b}"/>`,
    `<rect x="0" y="0" width="200" height="230" fill="${b}"/><path d="M0 60 L100 130 L200 60 L200 110 L100 180 L0 110 Z" fill="${a}"/>`,
    `<rect x="0" y="0" width="200" height="230" fill="${a}"/><path d="M0 150 L200 30 L200 80 L0 200 Z" fill="${b}"/>`,
    `<rect x="0" y="0" width="200" height="230" fill="${a}"/><circle cx="100" cy="108" r="58" fill="${b}"/><circle cx="100" cy="108" r="44" fill="${a}"/>`,
    `<rect x="0" y="0" width="200" height="230" fill="${b}"/><rect x="80" y="0" width="40" height="230" fill="${a}"/><rect x="0" y="85" width="200" height="40" fill="${a}"/>`,
  ];
  const light = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    return ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114 > 160;
  };
  const textFill =
    index % 6 === 1 || index % 6 === 4 ? (light(a) ? '#111' : '#fff') : light(b) && !light(a) ? '#fff' : '#111';
  return svg(
    200,
    230,
    `<defs><clipPath id="shield"><path d="${shield}"/></clipPath></defs>
<g clip-path="url(#shield)">${patterns[index % patterns.length] ?? ''}<rect x="0" y="0" width="200" height="110" fill="#fff" opacity="0.12"/></g>
<path d="${shield}" fill="none" stroke="#1b1f24" stroke-width="8"/>
<rect x="35" y="86" width="130" height="46" rx="10" fill="${textFill === '#fff' ? '#1b1f24' : '#ffffff'}" opacity="0.85"/>
<text x="100" y="121" font-family="'DejaVu Sans', Arial, sans-serif" font-size="36" font-weight="800" text-anchor="middle" fill="${textFill === '#fff' ? '#ffffff' : '#1b1f24'}">${escapeHtml(club.code)}</text>`,
    `${club.name} crest`,
  );
}

const AVATAR_COLOURS = [
  '#e03131',
  '#1c7ed6',
  '#2f9e44',
  '#f08c00',
  '#7048e8',
  '#0c8599',
  '#c2255c',
  '#5c940d',
  '#364fc7',
  '#d9480f',
];

function avatar(initials: string, colourIndex: number, label: string): string {
  const colour = AVATAR_COLOURS[colourIndex % AVATAR_COLOURS.length] ?? '#1c7ed6';
  return svg(
    128,
    128,
    `<defs>${linear('shade', [
      ['0', '#ffffff'],
      ['1', '#000000'],
    ])}</defs><circle cx="64" cy="64" r="64" fill="${colour}"/><circle cx="64" cy="64" r="64" fill="url(#shade)" opacity="0.12"/>
<text x="64" y="80" font-family="'DejaVu Sans', Arial, sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeHtml(initials)}</text>`,
    label,
  );
}

function playerPlaceholder(): string {
  return svg(
    128,
    128,
    `<rect width="128" height="128" rx="16" fill="#e9ecef"/><circle cx="64" cy="48" r="24" fill="#adb5bd"/><path d="M20 118 C24 86 44 76 64 76 C84 76 104 86 108 118 Z" fill="#adb5bd"/>`,
    'Player',
  );
}

/**
 * The widths of the PNGs: the largest crest on the site is 56 CSS px, so 160 is sharp on a 2.75× phone
 * screen; avatars are up to 64 CSS px.
 */
const CREST_PNG_WIDTH = 160;
const AVATAR_PNG_WIDTH = 192;

/**
 * A crest or an avatar as the site shows it: PNG, not SVG. Every SVG in an <img> is a small document
 * of its own that the browser styles, lays out and paints on the main thread when it first draws it;
 * a match list draws 18 to 36 crests, a ranking 10 to 40 avatars: about 40 ms of a page's load at
 * full CPU speed, 160 ms on Lighthouse's phone, counted as blocking time (issue 26). A PNG is decoded
 * off the main thread. Its letters come from the font shipped in `assets/fonts`, so they read the same
 * on every screen, which the SVG's font list could not promise. A 64-colour palette keeps each file
 * near 2 kB.
 */
async function pngOf(rasterizer: Rasterizer, drawing: string, width: number): Promise<Buffer> {
  const drawn = await rasterizer.toPng(drawing, { width });
  return sharp(drawn).png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toBuffer();
}

function write(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

export async function generateImages(assetsDir: string): Promise<string[]> {
  const written: string[] = [];
  const rasterizer = createRasterizer(assetsDir);
  const put = (relative: string, content: string | Buffer) => {
    write(path.join(assetsDir, relative), content);
    written.push(relative);
  };
  for (const name of ILLUSTRATIONS) put(`images/${name}.svg`, svg(W, H, drawings[name](), name.replace(/-/g, ' ')));
  // A portrait image taller than 1000 px: ART-01's numbered images label such an image 5 % from its
  // bottom (else 10 %), so the demo shows both (content/demo/demo-media-articles.ts). The floodlights,
  // enlarged and cropped to the tower.
  put(
    'images/floodlight-tower.svg',
    svg(800, 1400, `<g transform="translate(-650 0) scale(1.75)">${drawings.floodlights()}</g>`, 'floodlight tower'),
  );
  // The second league's crests continue the pattern sequence, so the Eredivisie's stay as they were.
  const clubs = [...EREDIVISIE_CLUBS, ...KEUKEN_KAMPIOEN_DIVISIE_CLUBS];
  for (const [i, club] of clubs.entries()) {
    const drawing = crest(club, i);
    put(`clubs/${club.slug}.svg`, drawing);
    put(`clubs/${club.slug}.png`, await pngOf(rasterizer, drawing, CREST_PNG_WIDTH));
  }
  const putAvatar = async (name: string, drawing: string) => {
    put(`${name}.svg`, drawing);
    put(`${name}.png`, await pngOf(rasterizer, drawing, AVATAR_PNG_WIDTH));
  };
  for (const language of DEMO_LANGUAGES) {
    for (const [i, author] of DEMO_AUTHORS[language].entries()) {
      await putAvatar(`avatars/authors/${author.slug}`, avatar(initialsOf(author.name), i * 3 + 1, author.name));
    }
    for (const [i, user] of DEMO_USER_NAMES[language].entries()) {
      await putAvatar(
        `avatars/users/${language}-${user.username.toLowerCase()}`,
        avatar(initialsOf(user.name), i, user.name),
      );
    }
  }
  put('players/placeholder.svg', playerPlaceholder());
  return written;
}

if (require.main === module) {
  const assetsDir = path.resolve(__dirname, '../../../assets');
  void generateImages(assetsDir).then((written) => {
    process.stdout.write(`wrote ${written.length} files to ${assetsDir}\n`);
  });
}
