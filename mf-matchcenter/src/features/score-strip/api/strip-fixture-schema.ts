import type { LiveMatch } from '../../../lib/api/get-live-matches';

/**
 * A fixture of the score strip: the lists' fixture with its league and its clubs' ids, so the favourite
 * club's match can go first (MC-11) by id rather than by a name that may be written two ways. Typed by
 * the API contract (decision 0058): the live and today answers send the same fixture.
 */
export type StripFixture = LiveMatch;
