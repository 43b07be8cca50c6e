import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import {
  absoluteUrl,
  ClubAlerts,
  crestUrl,
  isApiError,
  LoadError,
  NotFoundPage,
  PageHead,
  shareImage,
  Slot,
  Spinner,
  Tabs,
  TeamCrest,
  useBootstrap,
} from '@tribune/shared';
import { FollowTeamButton } from '../features/favourite-team/components/follow-team-button';
import { LineupWidget } from '../features/lineup/components/lineup-widget';
import { lineupMessages } from '../features/lineup/components/lineup-messages';
import { isTeamKey, useTeam, type TeamInfo } from '../features/teams/api/get-team';
import { ClubWidget } from '../features/teams/components/club-widget';
import { SquadPanel } from '../features/teams/components/squad-panel';
import { TeamFixturesPanel } from '../features/teams/components/team-fixtures-panel';
import { teamPageMessages as messages } from '../features/teams/components/team-page-messages';
import '../features/teams/components/team-page.css';

/** How many of the club's articles and fans' threads its page lists (CLB-02). */
export const TEAM_PAGE_NEWS = 6;
export const TEAM_PAGE_THREADS = 6;

/**
 * The team page, /matchcenter/team/{teamId} (MC-07, MC-13, CLB-02): `teamId` is the club's id or
 * slug.
 */
export function TeamPage() {
  const { teamId } = useParams();
  if (!isTeamKey(teamId)) return <TeamNotFound />;
  return <TeamPageContent team={teamId} />;
}

function TeamNotFound() {
  return <NotFoundPage title={messages.notFoundTitle} text={messages.notFoundText} />;
}

function TeamPageContent({ team }: { team: string }) {
  const titleId = useId();
  const { data: info, error, isLoading, mutate } = useTeam(team);
  // The API's 404 is the page's answer, on the server too (issue 30): never a loading or retry state.
  if (isApiError(error, 404)) return <TeamNotFound />;
  return (
    <section className="mc-page team-page" aria-labelledby={titleId}>
      {info ? <TeamHead team={info} /> : null}
      <h1 id={titleId} className="mc-page__title team-page__title">
        {info ? <TeamCrest name={info.name} logo={info.logo} size={56} /> : null}
        <span>{info?.name}</span>
      </h1>
      {/* MC-11: follow the club; known after hydration, in space the page keeps for it. */}
      <div className="team-page__follow">{info ? <FollowTeamButton team={info} /> : null}</div>
      {/* CLB-03: the club's match alerts by web push, beside "My club"; shared's control, after hydration. */}
      <div className="team-page__alerts">{info ? <ClubAlerts team={{ id: info.id, name: info.name }} /> : null}</div>
      {isLoading ? <Spinner /> : null}
      {error && !info ? (
        <LoadError onRetry={() => void mutate()}>
          <FormattedMessage {...messages.loadFailed} />
        </LoadError>
      ) : null}
      {info ? (
        <div className="team-page__layout">
          <ClubWidget team={info} />
          <TeamTabs teamId={info.id} />
        </div>
      ) : null}
      {/* CLB-02: the club's news (mf_content) and its fans' threads (mf_community), after its matches. */}
      {info ? (
        <div className="team-page__club-talk">
          <Slot name="club.news" teamId={info.id} clubName={info.name} limit={TEAM_PAGE_NEWS} />
          <Slot name="club.threads" teamId={info.id} clubName={info.name} limit={TEAM_PAGE_THREADS} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * PLT-11: `#fixtures`, `#results`, `#squad` and `#lineup` open their tab, and choosing a tab writes
 * the hash. The line-up tab is the fans' line-up widget (MC-10).
 */
function TeamTabs({ teamId }: { teamId: number }) {
  const intl = useIntl();
  return (
    <Tabs
      deepLinked
      label={intl.formatMessage(messages.tabsLabel)}
      tabs={[
        {
          id: 'fixtures',
          label: intl.formatMessage(messages.fixturesTab),
          content: <TeamFixturesPanel teamId={teamId} list="fixtures" />,
        },
        {
          id: 'results',
          label: intl.formatMessage(messages.resultsTab),
          content: <TeamFixturesPanel teamId={teamId} list="results" />,
        },
        { id: 'squad', label: intl.formatMessage(messages.squadTab), content: <SquadPanel teamId={teamId} /> },
        { id: 'lineup', label: intl.formatMessage(lineupMessages.tab), content: <LineupWidget teamId={teamId} /> },
      ]}
    />
  );
}

/**
 * Title, description, canonical URL and a schema.org SportsTeam for crawlers and shares. The share image
 * is the club's card PNG the API draws (CLB-05): sharing sites preview no SVG, so the crest stays only
 * the SportsTeam's logo.
 */
function TeamHead({ team }: { team: TeamInfo }) {
  const intl = useIntl();
  const { origin, api } = useBootstrap();
  const path = `/matchcenter/team/${team.id}`;
  const logo = absoluteUrl(origin, crestUrl(team.logo, api.main));
  return (
    <PageHead
      title={intl.formatMessage(messages.title, { team: team.name })}
      description={intl.formatMessage(messages.description, { team: team.name, league: team.league.name })}
      path={path}
      image={shareImage.teamPath(team.id)}
      jsonLd={{
        '@type': 'SportsTeam',
        name: team.name,
        alternateName: team.shortName,
        sport: 'Soccer',
        url: absoluteUrl(origin, path),
        logo,
        ...(team.founded !== null ? { foundingDate: String(team.founded) } : {}),
        location: { '@type': 'Place', name: team.stadium, address: team.city },
        ...(team.coach !== null ? { coach: { '@type': 'Person', name: team.coach } } : {}),
        memberOf: { '@type': 'SportsOrganization', name: team.league.name },
      }}
    />
  );
}
