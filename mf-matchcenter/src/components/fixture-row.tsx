import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { HydrateWhenReachedOrSignedIn, Slot, TeamCrest } from '@tribune/shared';
import { hasKickedOff, type Fixture } from '../lib/api/fixture-schema';
import { useLiveFixture } from '../hooks/use-live-fixture';
import { usePickMayShow } from '../hooks/use-pick-may-show';
import { ClubName } from './club-name';
import { fixtureMessages } from './fixture-messages';
import { FixtureStatus } from './fixture-status';
import './fixtures.css';

interface FixtureRowProps {
  fixture: Fixture;
  kickOffFormat?: 'time' | 'kick-off';
  compact?: boolean;
  /**
   * CLB-04: the prediction game's pick under the row (mf_football_pool's `match.pick`). Only the match
   * centre's own lists ask for it: the home page's rows (its sidebar) never do, because the home page's
   * JavaScript budget is tight and the pick would bring the pool's code onto it.
   */
  predict?: boolean;
}

/** The match page of a fixture (the match page feature owns the page). */
export function matchPath(fixtureId: number): string {
  return `/matchcenter/match/${fixtureId}`;
}

/**
 * One fixture: home team, the live minute and score / the score / the kick-off, away team (MC-03).
 * The whole row is one link to the match page (MC-12), so a tap anywhere on it opens the match; the
 * link reads as the match does: home, live minute and score or kick-off, "match page", away.
 */
export function FixtureRow({ fixture, kickOffFormat = 'time', compact = false, predict = false }: FixtureRowProps) {
  const state = useLiveFixture(fixture);
  const pickMayShow = usePickMayShow(hasKickedOff(fixture));
  const crestSize = compact ? 24 : 32;
  return (
    <li className="fixture-item" data-fixture-id={fixture.id}>
      <Link
        to={matchPath(fixture.id)}
        className={['fixture', 'fixture-link', compact && 'fixture--compact', state.live && 'fixture--live']
          .filter(Boolean)
          .join(' ')}
      >
        <span className="fixture__team fixture__team--home">
          <span className="fixture__team-name">
            <ClubName name={fixture.homeTeam} />
          </span>
          <TeamCrest name={fixture.homeTeam} logo={fixture.homeTeamLogo} size={crestSize} />
        </span>
        <span className="fixture__match-link">
          <FixtureStatus fixture={fixture} state={state} kickOffFormat={kickOffFormat} />
          <span className="visually-hidden">
            {' '}
            <FormattedMessage {...fixtureMessages.matchPage} />{' '}
          </span>
        </span>
        <span className="fixture__team fixture__team--away">
          <TeamCrest name={fixture.awayTeam} logo={fixture.awayTeamLogo} size={crestSize} />
          <span className="fixture__team-name">
            <ClubName name={fixture.awayTeam} />
          </span>
        </span>
      </Link>
      {/* The filler decides what a match shows: the bets while open, the pick (and points) after. */}
      {predict && pickMayShow ? (
        // A guest's pick is the server's HTML until reached for (issue 30): no prediction game code to read a list.
        <HydrateWhenReachedOrSignedIn>
          <Slot name="match.pick" fixtureId={String(fixture.id)} kickOff={fixture.date} />
        </HydrateWhenReachedOrSignedIn>
      ) : null}
    </li>
  );
}
