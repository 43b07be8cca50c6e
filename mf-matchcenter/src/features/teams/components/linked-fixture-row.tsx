import { Link } from 'react-router';
import {
  formatInSiteTimeZone,
  HydrateWhenReachedOrSignedIn,
  parseIsoInstant,
  Slot,
  TeamCrest,
  useTenant,
} from '@tribune/shared';
import { hasKickedOff, type Fixture } from '../../../lib/api/fixture-schema';
import type { FixtureMomScore } from '../api/get-fixtures-mom-scores';
import { MomScoreBadge } from './mom-score-badge';
import { ClubName } from '../../../components/club-name';
import { FixtureStatus } from '../../../components/fixture-status';
import { useLiveFixture } from '../../../hooks/use-live-fixture';
import { usePickMayShow } from '../../../hooks/use-pick-may-show';

/** The match page of a fixture (the match page feature owns it). */
export function matchPath(fixtureId: number): string {
  return `/matchcenter/match/${fixtureId}`;
}

/**
 * A fixture of a club's season: the day it is played, then the row the fixture lists show (teams,
 * crests, the live minute and score, the score or the kick-off: the fixtures feature's FixtureStatus
 * and live hook, MC-03), the whole row a link to the match page. The day is part of the row because a
 * season list has no day headings. With `predict`, the prediction game's pick follows the row (CLB-04);
 * with `momScore`, the fans' man of the match and his average sit at the end of the day's line (MC-06).
 */
export function LinkedFixtureRow({
  fixture,
  predict = false,
  momScore,
}: {
  fixture: Fixture;
  predict?: boolean;
  momScore?: FixtureMomScore | undefined;
}) {
  const { language } = useTenant();
  const state = useLiveFixture(fixture);
  const pickMayShow = usePickMayShow(hasKickedOff(fixture));
  const kickOff = parseIsoInstant(fixture.date);
  return (
    <li
      className={['team-fixture', state.live && 'fixture--live'].filter(Boolean).join(' ')}
      data-fixture-id={fixture.id}
    >
      <Link to={matchPath(fixture.id)} className="team-fixture__link">
        <time className="team-fixture__day" dateTime={fixture.date}>
          {kickOff === null ? fixture.dateStr : formatInSiteTimeZone(kickOff, language, 'ccc d LLL')}
        </time>
        <span className="fixture team-fixture__row">
          <span className="fixture__team fixture__team--home">
            <span className="fixture__team-name">
              <ClubName name={fixture.homeTeam} />
            </span>
            <TeamCrest name={fixture.homeTeam} logo={fixture.homeTeamLogo} size={28} />
          </span>
          <FixtureStatus fixture={fixture} state={state} kickOffFormat="time" />
          <span className="fixture__team fixture__team--away">
            <TeamCrest name={fixture.awayTeam} logo={fixture.awayTeamLogo} size={28} />
            <span className="fixture__team-name">
              <ClubName name={fixture.awayTeam} />
            </span>
          </span>
        </span>
        {/* Last in the link, so it is read after the match; placed on the day's line by CSS. */}
        {momScore ? (
          <MomScoreBadge className="team-fixture__mom" score={momScore} manOfTheMatch={momScore.player_name} />
        ) : null}
      </Link>
      {predict && pickMayShow ? (
        // A guest's pick is the server's HTML until reached for (issue 30): no prediction game code to read a list.
        <HydrateWhenReachedOrSignedIn>
          <Slot name="match.pick" fixtureId={String(fixture.id)} kickOff={fixture.date} />
        </HydrateWhenReachedOrSignedIn>
      ) : null}
    </li>
  );
}
