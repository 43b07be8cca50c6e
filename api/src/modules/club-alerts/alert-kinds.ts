/**
 * CLB-03: what a fan can be alerted about for their club's matches. A fan chooses among
 * `alertKinds`; a goal taken back (`goal_cancelled`) goes to whoever gets goals, as a correction.
 */
export const alertKinds = ['kick_off', 'goal', 'red_card', 'half_time', 'full_time'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** Every alert a match produces: the kinds a fan picks, and the correction of a goal. */
export const matchAlertKinds = [...alertKinds, 'goal_cancelled'] as const;
export type MatchAlertKind = (typeof matchAlertKinds)[number];

/** The preference kind that decides who gets an alert of this kind. */
export function preferenceKindOf(kind: MatchAlertKind): AlertKind {
  return kind === 'goal_cancelled' ? 'goal' : kind;
}
