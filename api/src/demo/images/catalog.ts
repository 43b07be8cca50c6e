import type { StoryKind } from '../content/stories';

/**
 * The illustrations shipped in `api/assets/images/` (drawn by generate-images.ts), and which kinds of
 * story each one suits. The API serves `api/assets/` at `/assets/`.
 */
export const ILLUSTRATIONS = [
  'pitch',
  'stadium-night',
  'stadium-day',
  'ball-in-net',
  'crowd-flags',
  'scoreboard',
  'boots',
  'trophy',
  'training-cones',
  'corner-flag',
  'press-conference',
  'tactics-board',
  'supporters-scarf',
  'treatment-room',
  'contract-signing',
  'whistle',
  'goalkeeper-gloves',
  'floodlights',
] as const;
export type Illustration = (typeof ILLUSTRATIONS)[number];

export const ILLUSTRATIONS_FOR_STORY: Record<StoryKind, readonly Illustration[]> = {
  'match-report': ['ball-in-net', 'scoreboard', 'stadium-night', 'stadium-day', 'floodlights', 'corner-flag'],
  'round-up': ['scoreboard', 'pitch', 'stadium-day'],
  preview: ['tactics-board', 'corner-flag', 'pitch', 'floodlights'],
  transfer: ['contract-signing', 'boots'],
  interview: ['press-conference'],
  injury: ['treatment-room', 'boots'],
  'fan-story': ['crowd-flags', 'supporters-scarf'],
  youth: ['training-cones', 'whistle'],
  'supporters-club': ['supporters-scarf', 'crowd-flags'],
  opinion: ['trophy', 'tactics-board', 'goalkeeper-gloves'],
};

export function illustrationPath(name: Illustration): string {
  return `/assets/images/${name}.svg`;
}
