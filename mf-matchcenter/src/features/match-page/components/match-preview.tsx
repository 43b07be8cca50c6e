import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatInSiteTimeZone, HydrateWhenReachedOrSignedIn, Slot, useTenant } from '@tribune/shared';
import type { Match, Side } from '../api/get-fixture';
import type { MatchPreview, PreviewSide } from '../api/get-match-preview';
import { matchPath, teamName, teamPath } from '../lib/match-facts';
import { matchPreviewMessages as messages } from './match-preview-messages';

/**
 * Before kick-off (MC-12, FP-06): both clubs' form and table positions, their last meetings, the
 * preview article and the prediction game's block (the crowd's split and "Predict this match" while
 * picks are open), which mf_football_pool fills where the tenant runs it.
 */
export function MatchPreviewPanel({ match, preview }: { match: Match; preview: MatchPreview | undefined }) {
  return (
    <div className="match-preview">
      {preview?.article ? <PreviewArticle article={preview.article} /> : null}
      {/* A guest gets the server's HTML of the call to predict and the crowd's split, and the
          prediction game's code only on reaching for a bet (issue 30); a fan's own pick needs it at once. */}
      <div className="match-preview__predict">
        <HydrateWhenReachedOrSignedIn>
          <Slot name="article.match-prediction" fixtureId={String(match.id)} />
        </HydrateWhenReachedOrSignedIn>
      </div>
      {preview ? (
        <>
          <ClubsForm match={match} preview={preview} />
          <TablePositions match={match} preview={preview} />
          <LastMeetings preview={preview} />
        </>
      ) : null}
    </div>
  );
}

/** The last five results of both clubs as W/D/L chips, oldest first, each a link to its match. */
function ClubsForm({ match, preview }: { match: Match; preview: MatchPreview }) {
  const intl = useIntl();
  const headingId = useId();
  const row = (side: Side, club: PreviewSide) => (
    <div className={`match-form__club match-form__club--${side}`}>
      <span className="match-form__name">{teamName(match, side)}</span>
      {club.form.length === 0 ? (
        <span className="match-form__empty">{intl.formatMessage(messages.noForm)}</span>
      ) : (
        <ol className="match-form__results" aria-label={intl.formatMessage(messages.formOf, { team: club.name })}>
          {club.form.map((result) => (
            <li key={result.fixtureId}>
              <Link
                to={matchPath(result.fixtureId)}
                className={`form-chip form-chip--${result.result}`}
                aria-label={intl.formatMessage(messages.formResult, {
                  result: result.result,
                  score: result.score,
                  opponent: result.opponent,
                })}
                title={`${result.score} ${result.opponent}`}
              >
                {intl.formatMessage(messages.formLetter, { result: result.result })}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
  return (
    <section className="match-card match-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-section__title">
        {intl.formatMessage(messages.formTitle)}
      </h2>
      {row('home', preview.home)}
      {row('away', preview.away)}
    </section>
  );
}

function TablePositions({ match, preview }: { match: Match; preview: MatchPreview }) {
  const intl = useIntl();
  const headingId = useId();
  const clubs = (['home', 'away'] as const).flatMap((side) => {
    const club = side === 'home' ? preview.home : preview.away;
    return club.standing ? [{ side, club, standing: club.standing }] : [];
  });
  if (clubs.length === 0) return null;
  return (
    <section className="match-card match-table" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-section__title">
        {intl.formatMessage(messages.tableTitle)}
      </h2>
      <ul className="match-table__rows">
        {clubs.map(({ side, club, standing }) => (
          <li key={side} className="match-table__row">
            <span className="match-table__position">
              {intl.formatMessage(messages.tablePosition, { position: standing.position })}
            </span>
            <Link to={teamPath(club.teamId)} className="match-table__club">
              {teamName(match, side)}
            </Link>
            <span className="match-table__points">
              {intl.formatMessage(messages.tablePoints, { points: standing.points, played: standing.played })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LastMeetings({ preview }: { preview: MatchPreview }) {
  const intl = useIntl();
  const { language } = useTenant();
  const headingId = useId();
  const logo = (teamId: number) => (teamId === preview.home.teamId ? 'home' : 'away');
  return (
    <section className="match-card match-meetings" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-section__title">
        {intl.formatMessage(messages.meetingsTitle)}
      </h2>
      {preview.meetings.length === 0 ? (
        <p className="mc-empty">{intl.formatMessage(messages.noMeetings)}</p>
      ) : (
        <ol className="match-meetings__list">
          {preview.meetings.map((meeting) => (
            <li key={meeting.fixtureId} className={`match-meeting match-meeting--${logo(meeting.homeTeamId)}-home`}>
              <Link to={matchPath(meeting.fixtureId)} className="match-meeting__link">
                <time className="match-meeting__date" dateTime={meeting.date}>
                  {formatInSiteTimeZone(Date.parse(meeting.date), language, 'd LLL yyyy')}
                </time>
                <span className="match-meeting__home">{meeting.homeTeam}</span>
                <span className="match-meeting__score">{meeting.score.replace('-', ' - ')}</span>
                <span className="match-meeting__away">{meeting.awayTeam}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PreviewArticle({ article }: { article: NonNullable<MatchPreview['article']> }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="match-card match-article" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-section__title">
        {intl.formatMessage(messages.articleTitle)}
      </h2>
      <a href={article.url} className="match-article__link">
        <span className="match-article__title">{article.title}</span>
        <span className="match-article__excerpt">{article.excerpt}</span>
        <span className="match-article__more">{intl.formatMessage(messages.readArticle)} →</span>
      </a>
    </section>
  );
}
