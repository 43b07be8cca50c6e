import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import {
  bottomPanelLevel,
  Button,
  interruptionPriority,
  TeamCrest,
  useBottomPanel,
  useInterruption,
  useSession,
} from '@tribune/shared';
import { defaultLeague } from '../lib/api/get-round-fixtures';
import { shortClubName } from '../lib/short-club-name';
import { useLeagueRankings, type RankingRow } from '../lib/api/get-league-rankings';
import type { League } from '../lib/api/league-schema';
import type { FavouriteTeam } from '../lib/api/favourite-team-schema';
import { useFavouriteTeam } from '../hooks/use-favourite-team';
import { rememberClubOfferAnswer } from '../features/favourite-team/lib/club-offer-answer';
import { favouriteFromRankingRow } from '../features/favourite-team/lib/favourite-from-ranking-row';
import { clubOfferMessages as messages } from '../features/favourite-team/components/club-offer-messages';
import { favouriteTeamMessages } from '../features/favourite-team/components/favourite-team-messages';
import '../features/favourite-team/components/club-offer.css';

/**
 * CLB-01 (decision 0038): the offer to choose a club, to a visitor who has none, once per browser.
 *
 * It needs the visitor's club first (a guest's on the device, a fan's from the account: a fan whose
 * account has one is never offered it) and the league's clubs (the table the match centre's picker
 * lists). Then it asks the page's interruption queue for a turn, so it never shows with another
 * interruption in the same page view, and is remembered as shown once it gets one. It shows on that
 * page view only: one tap on a club makes it the visitor's club (MC-11's `choose`: on the device for a
 * guest, on the account for a fan), one tap on "Skip" closes it, and going to another page ends it;
 * whichever comes first, it is not offered again.
 *
 * Not a dialog: a panel at the bottom of the viewport that leaves the page usable (the page keeps room
 * for it at its end), traps no focus, and reads as a region after the page.
 */
export function ClubOffer() {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const { isLoggedIn } = useSession();
  const { team: favourite, choose } = useFavouriteTeam();
  const { data: rankings } = useLeagueRankings(defaultLeague);
  const clubs = rankings?.seasonRankings[0]?.teamRankings ?? [];
  /** The page view it showed on; null until it got its turn. */
  const [shownOn, setShownOn] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const [picked, setPicked] = useState<FavouriteTeam | null>(null);

  const mayOffer = shownOn === null && favourite === null && clubs.length > 0;
  const showing = shownOn !== null && shownOn === page && !closed;
  const hasTurn = useInterruption('club-offer', mayOffer || showing, { priority: interruptionPriority.clubOffer });

  useEffect(() => {
    // A club chosen before the offer came (on a team page, the match centre, the account): settled.
    if (shownOn === null && favourite) rememberClubOfferAnswer('had-club');
  }, [favourite, shownOn]);

  useEffect(() => {
    if (shownOn !== null || !hasTurn) return;
    rememberClubOfferAnswer('shown');
    setShownOn(page);
  }, [hasTurn, shownOn, page]);

  if (!showing || !hasTurn || rankings === undefined) return null;
  return (
    <ClubOfferPanel
      league={rankings.league}
      clubs={clubs}
      picked={picked}
      forAccount={isLoggedIn}
      onPick={async (team) => {
        await choose(team);
        rememberClubOfferAnswer('picked');
        setPicked(team);
      }}
      onSkip={() => {
        rememberClubOfferAnswer('skipped');
        setClosed(true);
      }}
      onDone={() => setClosed(true)}
    />
  );
}

interface ClubOfferPanelProps {
  league: League;
  clubs: readonly RankingRow[];
  /** The club just picked: the panel confirms it. */
  picked: FavouriteTeam | null;
  /** A logged-in fan, who can also change the club in the profile settings. */
  forAccount: boolean;
  /** Rejects when the account could not be updated. */
  onPick: (team: FavouriteTeam) => Promise<void>;
  onSkip: () => void;
  onDone: () => void;
}

function ClubOfferPanel({ league, clubs, picked, forAccount, onPick, onSkip, onDone }: ClubOfferPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const confirmationId = useId();
  const panel = useRef<HTMLElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  // The page keeps room for the panel at its end while it shows; it sits on the smart bar, if any.
  const above = useBottomPanel(panel, bottomPanelLevel.clubOffer);

  useEffect(() => {
    // The tapped club's button is gone: the focus goes to what closes the panel, which names the club.
    if (picked) done.current?.focus();
  }, [picked]);

  // By the name shown under each crest, the short one ("Ajax", not "AFC Ajax"), as a fan looks for it.
  const named = clubs
    .map((row) => ({ row, name: row.shortName ?? shortClubName(row.team) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const pick = async (row: RankingRow) => {
    if (saving) return;
    setSaving(true);
    setFailed(false);
    try {
      await onPick(favouriteFromRankingRow(row, league));
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section ref={panel} className="club-offer" style={{ bottom: `${above}px` }} aria-labelledby={titleId}>
      <div className="club-offer__inner">
        <div className="club-offer__head">
          <h2 id={titleId} className="club-offer__title">
            {intl.formatMessage(messages.title)}
          </h2>
          {picked ? null : (
            <Button variant="secondary" className="club-offer__skip" onClick={onSkip}>
              {intl.formatMessage(messages.skip)}
            </Button>
          )}
        </div>
        {picked ? (
          <div className="club-offer__done">
            <p id={confirmationId}>
              {intl.formatMessage(messages.picked, { team: picked.name, account: forAccount ? 'yes' : 'no' })}
            </p>
            {/* The kit's Button takes no ref; this is its primary look. */}
            <button
              ref={done}
              type="button"
              className="button button--primary"
              aria-describedby={confirmationId}
              onClick={onDone}
            >
              {intl.formatMessage(messages.done)}
            </button>
          </div>
        ) : (
          <>
            <p className="club-offer__hint">{intl.formatMessage(messages.hint)}</p>
            {failed ? (
              <p role="alert" className="club-offer__error">
                {intl.formatMessage(favouriteTeamMessages.saveFailed)}
              </p>
            ) : null}
            <ul
              className="club-offer__clubs"
              aria-label={intl.formatMessage(messages.clubs, { league: league.name })}
              aria-busy={saving || undefined}
            >
              {named.map(({ row, name }) => (
                <li key={row.teamId}>
                  <button type="button" className="club-offer__club" onClick={() => void pick(row)}>
                    <TeamCrest name={row.team} logo={row.logo} size={40} />
                    <span className="club-offer__name">{name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
