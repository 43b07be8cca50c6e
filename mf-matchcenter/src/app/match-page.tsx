import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import {
  absoluteUrl,
  formatKickOff,
  HydrateWhen,
  isApiError,
  LoadError,
  NotFoundPage,
  PageHead,
  ShareButton,
  shareImage,
  Slot,
  Spinner,
  Tabs,
  useBootstrap,
  useTenant,
  type TabDefinition,
} from '@tribune/shared';
import { useFixture, type Match } from '../features/match-page/api/get-fixture';
import { useMatchPreview, type MatchPreview } from '../features/match-page/api/get-match-preview';
import { useLiveMatch } from '../features/match-page/hooks/use-live-match';
import { matchJsonLd } from '../features/match-page/lib/match-json-ld';
import { matchPath, matchState, parseScore, type MatchState } from '../features/match-page/lib/match-facts';
import { MatchEvents } from '../features/match-page/components/match-events';
import { MatchHeader } from '../features/match-page/components/match-header';
import { coloursOf, MatchLineups } from '../features/match-page/components/match-lineups';
import { MatchPreviewPanel } from '../features/match-page/components/match-preview';
import { MatchStats } from '../features/match-page/components/match-stats';
import { MatchTimeline } from '../features/match-page/components/match-timeline';
import { OtherLiveMatches } from '../features/match-page/components/other-live-matches';
import { matchPageMessages as messages } from '../features/match-page/components/match-page-messages';
import { matchPreviewMessages as previewMessages } from '../features/match-page/components/match-preview-messages';
import '../features/match-page/components/match-page.css';
import { ManOfTheMatch } from '../features/man-of-the-match/components/man-of-the-match';

/** A fixture id as the path carries it: digits only, within the API's range. */
function parseFixtureId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * MC-12 / MC-13: the match page, `/matchcenter/match/{fixtureId}/{slug?}`, in three states: before
 * kick-off (countdown, venue, form, table, last meetings, probable line-ups, preview article, the
 * prediction game), live (score with scorers, minute, timeline, events, statistics, line-ups, the vote,
 * the thread) and over (result, scorers, statistics, man of the match and the fans' ratings).
 * Server-rendered from the fixture's and its preview's SWR entries, both asked for in the first render;
 * while the match is not over its live events update it (MC-03).
 */
export function MatchPage() {
  const { fixtureId } = useParams();
  const id = parseFixtureId(fixtureId);
  if (id === null) return <MatchNotFound />;
  return <MatchPageOf fixtureId={id} />;
}

function MatchNotFound() {
  return <NotFoundPage title={messages.notFoundTitle} text={messages.notFoundText} />;
}

function MatchPageOf({ fixtureId }: { fixtureId: number }) {
  const intl = useIntl();
  const titleId = useId();
  const { data: match, error, isLoading, mutate } = useFixture(fixtureId);
  // Asked for in the same render as the match, so the server loads both at once.
  const { data: preview } = useMatchPreview(fixtureId);
  useLiveMatch(fixtureId, match, mutate);

  if (!match && isApiError(error) && (error.status === 404 || error.status === 400)) return <MatchNotFound />;
  if (!match) {
    return (
      <section className="mc-page match-page" aria-busy={isLoading}>
        {isLoading ? <Spinner /> : null}
        {error ? <LoadError onRetry={() => void mutate()}>{intl.formatMessage(messages.loadFailed)}</LoadError> : null}
      </section>
    );
  }
  const state = matchState(match);
  return (
    <article
      className={`mc-page match-page match-page--${state}`}
      aria-labelledby={titleId}
      data-fixture-id={match.id}
      data-match-state={state}
    >
      <MatchHead match={match} />
      <MatchHeader match={match} preview={preview} titleId={titleId} />
      <div className="match-page__main">
        {/* CLB-05: the system's share sheet on a phone, else copy, WhatsApp and X. */}
        <ShareButton className="match-page__share" url={matchPath(match.id)} title={matchTitle(match)} />
        <MatchTabs match={match} preview={preview} state={state} />
      </div>
      <div className="match-page__aside">
        {state === 'live' ? <OtherLiveMatches fixtureId={match.id} /> : null}
        {/* CMT-01: the match thread, mf_community's; its code loads only as a fan nears it. The wrapper
            keeps the #comments anchor of comment links (CMT-02). */}
        <div id="comments" className="match-page__comments">
          <HydrateWhen near="400px">
            <Slot name="match.comments" fixtureId={String(match.id)} />
          </HydrateWhen>
        </div>
      </div>
    </article>
  );
}

/** The page's title, and what a share of it is called: the result once the match is over. */
function matchTitle(match: Match): string {
  const score = parseScore(match.score);
  return match.status.toLowerCase() === 'finished' && score !== null
    ? `${match.homeTeam} ${score[0]}-${score[1]} ${match.awayTeam}`
    : `${match.homeTeam} - ${match.awayTeam}`;
}

/**
 * Title, description, canonical URL, SportsEvent JSON-LD, and the share card the API draws: crests,
 * names and the score or kick-off (CLB-05).
 */
function MatchHead({ match }: { match: Match }) {
  const intl = useIntl();
  const { language } = useTenant();
  const { origin } = useBootstrap();
  const path = matchPath(match.id);
  const score = parseScore(match.score);
  const finished = match.status.toLowerCase() === 'finished' && score !== null;
  const title = matchTitle(match);
  const description = intl.formatMessage(messages.description, {
    home: match.homeTeam,
    away: match.awayTeam,
    league: match.league.name,
    date: formatKickOff(match.date, language) || match.dateStr,
  });
  const result = finished
    ? intl.formatMessage(messages.resultDescription, {
        home: match.homeTeam,
        away: match.awayTeam,
        score: `${score[0]}-${score[1]}`,
      })
    : null;
  return (
    <PageHead
      title={title}
      description={description}
      path={path}
      image={shareImage.matchPath(match.id)}
      jsonLd={matchJsonLd(match, absoluteUrl(origin, path), result)}
    />
  );
}

/**
 * The page's tabs, deep-linked by the URL hash (PLT-11): before kick-off #preview and #lineups (the
 * probable ones); from kick-off #events (the summary), #lineups, #stats and #mom.
 */
function MatchTabs({ match, preview, state }: { match: Match; preview: MatchPreview | undefined; state: MatchState }) {
  const intl = useIntl();
  const tabs = useMemo<TabDefinition[]>(() => {
    const colours = coloursOf(preview);
    const lineups: TabDefinition = {
      id: 'lineups',
      label: intl.formatMessage(messages.lineupsTab),
      content: <MatchLineups match={match} preview={preview} />,
    };
    if (state === 'upcoming') {
      return [
        {
          id: 'preview',
          label: intl.formatMessage(previewMessages.previewTab),
          content: <MatchPreviewPanel match={match} preview={preview} />,
        },
        lineups,
      ];
    }
    const summary: TabDefinition = {
      id: 'events',
      label: intl.formatMessage(previewMessages.summaryTab),
      content: (
        <>
          <MatchTimeline match={match} />
          <MatchEvents match={match} />
        </>
      ),
    };
    const stats: TabDefinition = {
      id: 'stats',
      label: intl.formatMessage(messages.statsTab),
      content: <MatchStats match={match} colours={colours} />,
    };
    const mom: TabDefinition = {
      id: 'mom',
      label: intl.formatMessage(messages.momTab),
      content: (
        <ManOfTheMatch fixtureId={match.id} homeTeam={match.homeTeam} awayTeam={match.awayTeam} status={match.status} />
      ),
    };
    // After the final whistle the statistics come before the line-ups, as a match report reads.
    return state === 'live' ? [summary, lineups, stats, mom] : [summary, stats, lineups, mom];
  }, [intl, match, preview, state]);
  return (
    <div className="match-tabs">
      <Tabs
        key={state}
        tabs={tabs}
        label={intl.formatMessage(messages.tabsLabel)}
        deepLinked
        defaultTab={state === 'upcoming' ? 'preview' : 'events'}
      />
    </div>
  );
}
