import { useCallback, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { HydrateWhenReachedOrSignedIn, LoadError, Slot, TeamCrest, useRealtimeReconnect } from '@tribune/shared';
import type { FavouriteTeam } from '../../lib/api/favourite-team-schema';
import { hasKickedOff } from '../../lib/api/fixture-schema';
import { usePickMayShow } from '../../hooks/use-pick-may-show';
import { useHomepage } from '../../lib/api/get-homepage';
import { useFixture } from '../../features/match-page/api/get-fixture';
import { MatchScorers } from '../../features/match-page/components/match-scorers';
import { useLiveMatch } from '../../features/match-page/hooks/use-live-match';
import { RankingWindow } from '../../features/rankings/components/ranking-window';
import { teamPath } from '../../features/rankings/lib/ranking-url';
import { ScoreCard } from '../../features/score-strip/components/score-card';
import '../../features/score-strip/components/score-strip.css';
import { pickClubMatch, type ClubMatch } from './pick-club-match';
import { homeClubMessages as messages } from './home-club-messages';
import './home-club.css';

const matchTitles = { live: messages.liveTitle, result: messages.resultTitle, next: messages.nextTitle };

/** How many of the club's articles and threads the home page shows; the club page has the rest. */
const HOME_CLUB_NEWS = 3;
const HOME_CLUB_THREADS = 3;

/**
 * CLB-02: the home page's first section for a fan who chose a club: the club's match (in play with the
 * minute, score and scorers; played today with the result; or the next one with its countdown and the
 * pick while the prediction game is open, CLB-04), its five rows of the table (MC-04, MC-08, MC-11),
 * then the news about it and its fans' threads from the content and community remotes' slots.
 */
export function HomeClubSection({ team }: { team: FavouriteTeam }) {
  const intl = useIntl();
  const titleId = useId();
  const { data, error, mutate } = useHomepage({ teamId: team.id, league: team.league.slug });
  const refresh = useCallback(() => void mutate(), [mutate]);
  useRealtimeReconnect(refresh);
  const match = data ? pickClubMatch(data) : null;
  return (
    <section
      className="home-club card"
      aria-labelledby={titleId}
      aria-busy={data === undefined && !error ? true : undefined}
      data-team-id={team.id}
    >
      <div className="home-club__head">
        <h2 id={titleId} className="home-club__title">
          <TeamCrest name={team.name} logo={team.logo} size={32} />
          <span className="visually-hidden">{intl.formatMessage(messages.label, { club: team.name })}</span>
          <span aria-hidden="true">{team.name}</span>
        </h2>
        <span className="home-club__badge" aria-hidden="true">
          ★ <FormattedMessage {...messages.badge} />
        </span>
        <Link className="home-club__more" to={teamPath(team.id)}>
          <FormattedMessage {...messages.clubPage} />
        </Link>
      </div>
      {error && !data ? (
        <LoadError onRetry={refresh}>{intl.formatMessage(messages.loadFailed, { club: team.name })}</LoadError>
      ) : null}
      {data === undefined && !error ? <div className="home-club__placeholder" /> : null}
      {match ? <ClubMatchCard match={match} onEnded={refresh} /> : null}
      {data && !match ? <p className="mc-empty">{intl.formatMessage(messages.noMatch, { club: team.name })}</p> : null}
      {data ? <RankingWindow ranking={data.ranking} /> : null}
      <div className="home-club__more-parts">
        <Slot name="club.news" teamId={team.id} clubName={team.name} limit={HOME_CLUB_NEWS} />
        <Slot name="club.threads" teamId={team.id} clubName={team.name} limit={HOME_CLUB_THREADS} />
      </div>
    </section>
  );
}

/** The club's match as the score strip's card (one link to the match), its scorers, and the pick. */
function ClubMatchCard({ match: { kind, fixture }, onEnded }: { match: ClubMatch; onEnded: () => void }) {
  const headingId = useId();
  const pickMayShow = usePickMayShow(hasKickedOff(fixture));
  return (
    <section className="home-club__match" aria-labelledby={headingId}>
      <h3 id={headingId} className="mc-widget__subtitle">
        <FormattedMessage {...matchTitles[kind]} />
      </h3>
      <ScoreCard kind={kind === 'result' ? 'today' : kind} fixture={fixture} onEnded={onEnded} />
      {kind === 'next' ? null : <ClubMatchScorers fixtureId={fixture.id} />}
      {/* CLB-04: "Predict: closes in 8 h" and the bets while open; the pick and its points after. */}
      {pickMayShow ? (
        <div className="home-club__pick">
          <HydrateWhenReachedOrSignedIn>
            <Slot name="match.pick" fixtureId={String(fixture.id)} kickOff={fixture.date} />
          </HydrateWhenReachedOrSignedIn>
        </div>
      ) : null}
    </section>
  );
}

/** The scorers under a match in play or played: the match's events, kept live by its channel. */
function ClubMatchScorers({ fixtureId }: { fixtureId: number }) {
  const { data: match, mutate } = useFixture(fixtureId);
  useLiveMatch(fixtureId, match, mutate);
  return match ? <MatchScorers match={match} /> : null;
}
