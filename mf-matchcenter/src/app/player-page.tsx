import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import {
  absoluteUrl,
  crestUrl,
  formatLongDate,
  isApiError,
  LoadError,
  NotFoundPage,
  PageHead,
  shareImage,
  Spinner,
  TeamCrest,
  useBootstrap,
  useTenant,
  type Language,
} from '@tribune/shared';
import { isPlayerId, usePlayer, type Player } from '../features/players/api/get-player';
import { PlayerNews } from '../features/players/components/player-news';
import { playerPageMessages as messages } from '../features/players/components/player-page-messages';
import '../features/players/components/player-page.css';

const positionName = {
  GK: messages.positionGK,
  DEF: messages.positionDEF,
  MF: messages.positionMF,
  ST: messages.positionST,
} as const;

/** The player page, /matchcenter/player/{playerId} (MC-02). */
export function PlayerPage() {
  const { playerId } = useParams();
  if (!isPlayerId(playerId)) return <PlayerNotFound />;
  return <PlayerPageContent playerId={Number(playerId)} />;
}

function PlayerNotFound() {
  return <NotFoundPage title={messages.notFoundTitle} text={messages.notFoundText} />;
}

function PlayerPageContent({ playerId }: { playerId: number }) {
  const titleId = useId();
  const { data: player, error, isLoading, mutate } = usePlayer(playerId);
  // The API's 404 is the page's answer, on the server too (issue 30): never a loading or retry state.
  if (isApiError(error, 404)) return <PlayerNotFound />;
  return (
    <section className="mc-page player-page" aria-labelledby={titleId}>
      {player ? <PlayerHead player={player} /> : null}
      <h1 id={titleId} className="mc-page__title">
        {player?.profile.displayName}
      </h1>
      {isLoading ? <Spinner /> : null}
      {error && !player ? (
        <LoadError onRetry={() => void mutate()}>
          <FormattedMessage {...messages.loadFailed} />
        </LoadError>
      ) : null}
      {player ? (
        <div className="player-page__layout">
          <Profile player={player} />
          <div className="player-page__main">
            <SeasonFigures player={player} />
            {player.mom ? <ManOfTheMatch mom={player.mom} /> : null}
            <PlayerNews playerId={playerId} name={player.profile.displayName} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** The country a nationality code names, in the page's language; the code itself when unknown. */
function nationalityName(code: string, language: Language, england: string): string {
  if (code === 'GB-ENG') return england;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="player-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Profile({ player }: { player: Player }) {
  const intl = useIntl();
  const headingId = useId();
  const { language } = useTenant();
  const { api } = useBootstrap();
  const { profile } = player;
  const born = profile.dateOfBirth === null ? '' : formatLongDate(profile.dateOfBirth, language);
  return (
    <section className="card player-profile" aria-labelledby={headingId}>
      {profile.imagePath ? (
        <img
          className="player-profile__photo"
          src={crestUrl(profile.imagePath, api.main)}
          alt={profile.displayName}
          width={120}
          height={120}
        />
      ) : null}
      <h2 id={headingId}>
        <FormattedMessage {...messages.profileTitle} />
      </h2>
      <dl className="player-facts">
        <Fact label={intl.formatMessage(messages.team)}>
          <Link to={`/matchcenter/team/${profile.team.id}`} className="player-profile__team">
            <TeamCrest name={profile.team.name} logo={profile.team.logo} size={24} />
            <span>{profile.team.name}</span>
          </Link>
        </Fact>
        <Fact label={intl.formatMessage(messages.position)}>
          {intl.formatMessage(positionName[profile.positionCode])} ({profile.positionCode})
        </Fact>
        {profile.shirtNumber !== null ? (
          <Fact label={intl.formatMessage(messages.shirtNumber)}>{profile.shirtNumber}</Fact>
        ) : null}
        <Fact label={intl.formatMessage(messages.nationality)}>
          {nationalityName(profile.nationality, language, intl.formatMessage(messages.england))}
        </Fact>
        {born ? (
          <Fact label={intl.formatMessage(messages.dateOfBirth)}>
            <time dateTime={profile.dateOfBirth ?? undefined}>
              {profile.age === null ? born : intl.formatMessage(messages.age, { date: born, age: profile.age })}
            </time>
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}

function SeasonFigures({ player }: { player: Player }) {
  const intl = useIntl();
  const headingId = useId();
  const { season } = player;
  // Appearances and goals cover every played match; assists and cards only the matches with events.
  const eventsKnown = season.matchesWithLineups > 0 || season.teamMatches === 0;
  const figures = [
    [messages.appearances, season.appearances, true],
    [messages.goals, season.goals, true],
    [messages.penalties, season.penalties, true],
    [messages.assists, season.assists, eventsKnown],
    [messages.yellowCards, season.yellowCards, eventsKnown],
    [messages.redCards, season.redCards, eventsKnown],
    ...(season.ownGoals > 0 ? ([[messages.ownGoals, season.ownGoals, true]] as const) : []),
  ] as const;
  return (
    <section className="card player-season" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.seasonTitle, { season: season.season })}</h2>
      <dl className="player-season__figures">
        {figures.map(([label, value, known]) => (
          <div key={label.id} className="player-season__figure">
            <dt>{intl.formatMessage(label)}</dt>
            <dd>
              {known ? (
                value
              ) : (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="visually-hidden">{intl.formatMessage(messages.notKnown)}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {season.matchesWithLineups < season.teamMatches ? (
        <p className="player-season__note">
          {intl.formatMessage(messages.eventsCoverage, {
            covered: season.matchesWithLineups,
            total: season.teamMatches,
          })}
        </p>
      ) : null}
    </section>
  );
}

function ManOfTheMatch({ mom }: { mom: { averageGrade: number; votes: number } }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="card player-mom" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...messages.momTitle} />
      </h2>
      <p>
        {intl.formatMessage(messages.momAverage, {
          grade: intl.formatNumber(mom.averageGrade, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          votes: mom.votes,
        })}
      </p>
    </section>
  );
}

/** Title, description, canonical URL and a schema.org Person for crawlers and shares. */
function PlayerHead({ player }: { player: Player }) {
  const intl = useIntl();
  const { origin, api } = useBootstrap();
  const { profile, season } = player;
  const path = `/matchcenter/player/${profile.id}`;
  const image = profile.imagePath ? absoluteUrl(origin, crestUrl(profile.imagePath, api.main)) : undefined;
  return (
    <PageHead
      title={intl.formatMessage(messages.title, { name: profile.displayName })}
      description={intl.formatMessage(messages.description, {
        name: profile.displayName,
        team: profile.team.name,
        season: season.season,
      })}
      path={path}
      // A share card of the player's club (CLB-05): the photo is no 1200×630 raster card; it stays in the JSON-LD.
      image={shareImage.teamPath(profile.team.id)}
      jsonLd={{
        '@type': 'Person',
        name: profile.displayName,
        url: absoluteUrl(origin, path),
        ...(image ? { image } : {}),
        ...(profile.dateOfBirth ? { birthDate: profile.dateOfBirth } : {}),
        nationality: profile.nationality,
        jobTitle: 'Footballer',
        affiliation: {
          '@type': 'SportsTeam',
          name: profile.team.name,
          url: absoluteUrl(origin, `/matchcenter/team/${profile.team.id}`),
        },
      }}
    />
  );
}
