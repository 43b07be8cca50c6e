import type { ApiSchemas } from '@tribune/shared';

/**
 * A mini-league (Kicktipp/Superbru): a name, a code to invite with (8 characters, A–Z and 2–9 without
 * look-alikes), the invite link's path on this site, its owner and the viewer's part in it. Typed by the
 * API contract (decision 0058).
 */
export type League = ApiSchemas['PredictionLeague'];
