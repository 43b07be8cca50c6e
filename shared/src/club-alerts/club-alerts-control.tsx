import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
// Shared's own code comes through its package name, as in a remote: the federated singleton, at run
// time. A relative import would link this lazy chunk to shared's modules, which then could no longer
// be concatenated into its entry, and shared (on every page) would grow by their wrappers (+1.1 kB gzip).
import {
  Button,
  CheckField,
  LoadError,
  sharedMessages,
  TribuneIntlProvider,
  useTenant,
  type Language,
} from '@tribune/shared';
import type { CompiledMessages } from '../i18n/intl';
import clubAlertsEn from '../i18n/compiled/club-alerts.en.json';
import clubAlertsNl from '../i18n/compiled/club-alerts.nl.json';
import { clubAlertsMessages as messages } from './club-alerts-messages';
import type { ClubAlertsProps } from './club-alerts';
import { alertKinds, type AlertKind } from './list-club-alerts';
import { useClubAlerts, type ClubAlertsNotice } from './use-club-alerts';
import './club-alerts.css';

// The control's own texts (scripts/i18n.mjs, src/i18n/lazy-bundles.json), both languages in its
// chunk: ~0.8 kB gzip more on the two pages that show it, rather than two more chunks in the chunk map
// of shared's every copy (the shell's and each remote's), which every page downloads.
const clubAlertsCatalogues: Record<Language, CompiledMessages> = { en: clubAlertsEn, nl: clubAlertsNl };

const kindLabels: Record<AlertKind, MessageDescriptor> = {
  kick_off: messages.kickOff,
  goal: messages.goal,
  red_card: messages.redCard,
  half_time: messages.halfTime,
  full_time: messages.fullTime,
};

const noticeTexts: Record<ClubAlertsNotice, MessageDescriptor> = {
  on: messages.on,
  off: messages.off,
  saved: messages.saved,
  here: messages.here,
  unsupported: messages.unsupported,
  blocked: messages.blocked,
  dismissed: messages.dismissed,
  failed: messages.failed,
};

/** CLB-03's control, in its own texts (the lazy part of `ClubAlerts`). */
export function ClubAlertsControl(props: ClubAlertsProps) {
  const { language } = useTenant();
  return (
    <TribuneIntlProvider language={language} messages={clubAlertsCatalogues[language]}>
      <ClubAlertsForm {...props} />
    </TribuneIntlProvider>
  );
}

/**
 * A switch ("Alerts for {club}", a checkbox with `role="switch"`) and, while it is on, the kinds as a
 * group of checkboxes under a legend; each change is saved at once. What happened is said in a live
 * region (not `role="status"`: the pages around it have their own status, such as "My club").
 */
function ClubAlertsForm({ team, headingLevel = 2 }: ClubAlertsProps) {
  const intl = useIntl();
  const titleId = useId();
  const hintId = useId();
  const noteId = useId();
  const alerts = useClubAlerts(team.id);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const on = alerts.kinds.length > 0;
  const note = on && !alerts.receivesHere ? browserNote(alerts.support) : null;
  const switchRef = useRef<HTMLInputElement>(null);
  const lastFocused = useRef<EventTarget | null>(null);

  // A change can take away what had the focus (the last kind unticked closes the list; the note and
  // its button go once this browser gets the alerts): the focus then goes to the switch, not to the
  // start of the page.
  useEffect(() => {
    const last = lastFocused.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (last instanceof Element && !last.isConnected && lost) switchRef.current?.focus();
  });

  let body: ReactNode;
  if (alerts.status === 'failed') {
    body = <LoadError onRetry={alerts.retry}>{intl.formatMessage(messages.loadFailed)}</LoadError>;
  } else if (alerts.status === 'loading') {
    body = <p aria-busy="true">{intl.formatMessage(sharedMessages.loading)}</p>;
  } else {
    body = (
      <>
        <label className="club-alerts__switch">
          <input
            ref={switchRef}
            type="checkbox"
            role="switch"
            checked={on}
            aria-busy={alerts.busy || undefined}
            aria-describedby={[hintId, note === null ? null : noteId].filter(Boolean).join(' ')}
            // Not `disabled` while saving: that would drop the keyboard focus; taps wait instead.
            onChange={(event) => (event.currentTarget.checked ? alerts.turnOn() : alerts.turnOff())}
          />
          <span className="club-alerts__label">{intl.formatMessage(messages.toggle, { club: team.name })}</span>
        </label>
        {on ? (
          <fieldset className="club-alerts__kinds" aria-busy={alerts.busy || undefined}>
            <legend>{intl.formatMessage(messages.kindsLegend)}</legend>
            {alertKinds.map((kind) => (
              <CheckField
                key={kind}
                name={`club-alerts-${team.id}-${kind}`}
                label={intl.formatMessage(kindLabels[kind])}
                hint={kindHint(kind, alerts.isFan, intl.formatMessage)}
                checked={alerts.kinds.includes(kind)}
                onChange={(event) => alerts.setKind(kind, event.currentTarget.checked)}
              />
            ))}
          </fieldset>
        ) : null}
        {note === null ? null : (
          <div className="club-alerts__note">
            <p id={noteId}>{intl.formatMessage(note)}</p>
            {alerts.support === 'ready' ? (
              <Button variant="secondary" busy={alerts.busy} onClick={alerts.receiveHere}>
                {intl.formatMessage(messages.allowHere)}
              </Button>
            ) : null}
          </div>
        )}
      </>
    );
  }

  return (
    <section
      className="club-alerts"
      aria-labelledby={titleId}
      onFocus={(event) => {
        lastFocused.current = event.target;
      }}
    >
      <Heading id={titleId} className="club-alerts__title">
        {intl.formatMessage(messages.title)}
      </Heading>
      <p id={hintId} className="club-alerts__hint">
        {intl.formatMessage(alerts.isFan ? messages.hintFan : messages.hintGuest)}
      </p>
      {body}
      <p className="club-alerts__status" aria-live="polite" aria-atomic="true">
        {alerts.notice === null ? '' : intl.formatMessage(noticeTexts[alerts.notice.kind], { club: team.name })}
      </p>
    </section>
  );
}

/** Why alerts that are on do not reach this browser. */
function browserNote(support: 'unsupported' | 'blocked' | 'ready'): MessageDescriptor {
  if (support === 'unsupported') return messages.unsupported;
  if (support === 'blocked') return messages.blocked;
  return messages.notHere;
}

function kindHint(
  kind: AlertKind,
  isFan: boolean,
  format: ReturnType<typeof useIntl>['formatMessage'],
): string | undefined {
  if (kind === 'goal') return format(messages.goalHint);
  // Only a fan plays the prediction game.
  if (kind === 'full_time' && isFan) return format(messages.fullTimeHint);
  return undefined;
}
