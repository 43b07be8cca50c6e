import * as v from 'valibot';
import { readDeviceFavourite } from '../../../lib/device-favourite';

/**
 * localStorage: how this browser answered the offer to choose a club (CLB-01, decision 0038). Any
 * answer means the offer is never made again in this browser.
 */
export const clubOfferStorageKey = 'tribune_club_offer';

/**
 * - `picked`: a club was picked in the offer;
 * - `skipped`: the visitor tapped "Skip";
 * - `shown`: it was shown and the visitor went on to another page without answering (offered once);
 * - `had-club`: the visitor already had a club (chosen on a team page, the match centre or the account).
 */
const clubOfferAnswers = ['picked', 'skipped', 'shown', 'had-club'] as const;
type ClubOfferAnswer = (typeof clubOfferAnswers)[number];

const clubOfferRecordSchema = v.object({ answer: v.picklist(clubOfferAnswers), at: v.string() });

/** Remembers the answer (a later one replaces an earlier: `shown`, then `picked`). */
export function rememberClubOfferAnswer(answer: ClubOfferAnswer, storage: Storage = localStorage): void {
  try {
    storage.setItem(clubOfferStorageKey, JSON.stringify({ answer, at: new Date().toISOString() }));
  } catch {
    // Storage full or switched off: nothing to remember it in (and `clubOfferStatus` never offers then).
  }
}

/**
 * Whether to offer the choice in this browser:
 * - `due`: never answered and no club on the device (a logged-in fan's account may still have one: the
 *   offer asks the account before it shows);
 * - `has-club`: a club is on the device, so nothing is offered (and the caller remembers that);
 * - `answered`: offered or settled before. A record this code cannot read counts as none.
 *
 * Storage that cannot be used at all is `answered`: without it the offer could not be remembered, and
 * a visitor must never get it on every page.
 */
export function clubOfferStatus(storage: Storage = localStorage): 'due' | 'has-club' | 'answered' {
  let raw: string | null;
  try {
    raw = storage.getItem(clubOfferStorageKey);
  } catch {
    return 'answered';
  }
  if (raw !== null && isClubOfferRecord(raw)) return 'answered';
  return readDeviceFavourite() === null ? 'due' : 'has-club';
}

function isClubOfferRecord(raw: string): boolean {
  try {
    return v.safeParse(clubOfferRecordSchema, JSON.parse(raw)).success;
  } catch {
    return false;
  }
}
