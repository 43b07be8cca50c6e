import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError, Spinner } from '@tribune/shared';
import type { Fixture } from '../../../lib/api/fixture-schema';
import type { TeamInfo } from '../api/get-team';
import { useTeamWidget, type FormFixture, type FormLetter } from '../api/get-team-widget';
import { LinkedFixtureRow, matchPath } from './linked-fixture-row';
import { teamPageMessages as messages } from './team-page-messages';

/**
 * MC-07, the club widget: the club's information, its league position, the form of its last five
 * results (each a link to its match) and its next match.
 */
export function ClubWidget({ team }: { team: TeamInfo }) {
  const intl = useIntl();
  const titleId = useId();
  const { data: widget, error, mutate } = useTeamWidget(team);
  return (
    <section className="card club-widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="club-widget__title">
        <FormattedMessage {...messages.widgetTitle} />
      </h2>
      <dl className="club-widget__facts">
        <Fact label={intl.formatMessage(messages.league)}>
          <Link to={`/matchcenter/rankings/league/${team.league.slug}`}>{team.league.name}</Link>
        </Fact>
        <Fact label={intl.formatMessage(messages.city)}>{team.city}</Fact>
        <Fact label={intl.formatMessage(messages.stadium)}>{team.stadium}</Fact>
        {team.founded !== null ? <Fact label={intl.formatMessage(messages.founded)}>{team.founded}</Fact> : null}
        {team.coach !== null ? <Fact label={intl.formatMessage(messages.coach)}>{team.coach}</Fact> : null}
        <Fact label={intl.formatMessage(messages.colours)}>
          <span className="club-widget__colours">
            {[team.colours.primary, team.colours.secondary].filter(isHexColour).map((colour, index) => (
              <span key={index} className="club-widget__swatch" style={{ background: colour }} title={colour}>
                <span className="visually-hidden">{colour}</span>
              </span>
            ))}
          </span>
        </Fact>
      </dl>
      {error && !widget ? (
        <LoadError onRetry={() => void mutate()}>
          <FormattedMessage {...messages.widgetLoadFailed} />
        </LoadError>
      ) : null}
      {!widget && !error ? <Spinner /> : null}
      {widget ? (
        <>
          <LeaguePosition position={widget.position} league={team.league.name} />
          <Form teamId={team.id} form={widget.form} />
          <NextMatch fixture={widget.nextMatch} />
        </>
      ) : null}
    </section>
  );
}

/** Only a plain colour goes into a style: a provider's `url(…)` would make the page fetch it. */
function isHexColour(value: string): boolean {
  return /^#[0-9a-f]{3,8}$/i.test(value);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="club-widget__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface PositionProps {
  position: {
    position: number;
    played: number;
    won: number;
    drawn: number;
    lost: number;
    goalDifference: number;
    points: number;
  };
  league: string;
}

function LeaguePosition({ position, league }: PositionProps) {
  const intl = useIntl();
  const headingId = useId();
  const figures = [
    [messages.played, position.played],
    [messages.won, position.won],
    [messages.drawn, position.drawn],
    [messages.lost, position.lost],
    [messages.goalDifference, position.goalDifference > 0 ? `+${position.goalDifference}` : position.goalDifference],
    [messages.points, position.points],
  ] as const;
  return (
    <section className="club-widget__section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage {...messages.positionTitle} />
      </h3>
      <p className="club-widget__position">
        {intl.formatMessage(messages.ordinalPosition, { position: position.position, league })}
      </p>
      <dl className="club-widget__figures">
        {figures.map(([label, value]) => (
          <div key={label.id}>
            <dt>{intl.formatMessage(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Form({ teamId, form }: { teamId: number; form: { result: FormLetter; fixture: FormFixture }[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="club-widget__section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage {...messages.formTitle} />
      </h3>
      {form.length === 0 ? (
        <p className="mc-empty">
          <FormattedMessage {...messages.noForm} />
        </p>
      ) : (
        <ol className="club-form" aria-label={intl.formatMessage(messages.formLabel, { count: form.length })}>
          {form.map(({ result, fixture }) => {
            const home = fixture.homeTeamId === teamId;
            const text = intl.formatMessage(messages.formResult, {
              result,
              score: fixture.score ?? '',
              venue: home ? 'home' : 'away',
              opponent: home ? fixture.awayTeam : fixture.homeTeam,
            });
            return (
              <li key={fixture.id}>
                <Link
                  to={matchPath(fixture.id)}
                  className={`club-form__result club-form__result--${result}`}
                  title={text}
                >
                  <span aria-hidden="true">{intl.formatMessage(messages.formLetter, { result })}</span>
                  <span className="visually-hidden">{text}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function NextMatch({ fixture }: { fixture: Fixture | null }) {
  const headingId = useId();
  return (
    <section className="club-widget__section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage {...messages.nextMatchTitle} />
      </h3>
      {fixture ? (
        <ul className="fixture-list">
          <LinkedFixtureRow fixture={fixture} />
        </ul>
      ) : (
        <p className="mc-empty">
          <FormattedMessage {...messages.noNextMatch} />
        </p>
      )}
    </section>
  );
}
