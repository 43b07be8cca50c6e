import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  ClubAlerts,
  failureText,
  isApiError,
  LoadError,
  SelectField,
  sharedMessages,
  TeamCrest,
  toFormErrors,
} from '@tribune/shared';
import { useLeagueRankings } from '../api/get-league-rankings';
import { useFavouriteTeam } from '../api/get-favourite-team';
import type { MyClub } from '../api/favourite-team-schema';
import { usePutFavouriteTeam } from '../api/put-favourite-team';
import { profileAlertMs } from '../lib/profile-alert';

const messages = defineMessages({
  title: {
    id: 'account.club.title',
    defaultMessage: 'My club',
    description: 'Heading of the profile settings section with the fan’s club (their favourite team)',
  },
  hint: {
    id: 'account.club.hint',
    defaultMessage: 'Its matches and its place in the table come first on the home page.',
    description: 'Under the heading of the "My club" section: what the club changes',
  },
  none: {
    id: 'account.club.none',
    defaultMessage: 'You have not chosen a club yet.',
    description: '"My club" section: the fan has no club',
  },
  choose: {
    id: 'account.club.choose',
    defaultMessage: 'Choose my club',
    description: 'Label of the club select when the fan has no club yet',
  },
  change: {
    id: 'account.club.change',
    defaultMessage: 'Change my club',
    description: 'Label of the club select when the fan already has a club',
  },
  emptyOption: {
    id: 'account.club.empty-option',
    defaultMessage: 'Choose a club',
    description: 'First, empty option of the club select',
  },
  save: {
    id: 'account.club.save',
    defaultMessage: 'Save my club',
    description: 'Button that saves the club chosen in the select',
  },
  remove: {
    id: 'account.club.remove',
    defaultMessage: 'Remove my club',
    description: 'Button that clears the fan’s club',
  },
  required: {
    id: 'account.club.required',
    defaultMessage: 'Choose a club from the list.',
    description: 'Error under the club select when "Save my club" was pressed without a club',
  },
  saved: {
    id: 'account.club.saved',
    defaultMessage: 'Your club is saved.',
    description: 'Shown after the fan’s club was saved',
  },
  removed: {
    id: 'account.club.removed',
    defaultMessage: 'You no longer have a club.',
    description: 'Shown after the fan’s club was removed',
  },
  loadFailed: {
    id: 'account.club.load-failed',
    defaultMessage: 'Your club could not be loaded.',
    description: 'Shown with a retry button when the "My club" section failed to load',
  },
});

interface MyClubSectionProps {
  userId: number;
  /** A 401: the client has logged out (PLT-12); the page shows this message. */
  onSessionEnded: (message: string) => void;
}

type Notice = { tone: 'success' | 'danger'; text: string; id: number };

/**
 * CLB-01: the fan's club in the profile settings, on a tenant that runs the match centre. It is the
 * match centre's favourite team (MC-11) as the account keeps it: shown with its crest, changed from the
 * league's clubs or removed, through the API (GET/PUT /api/v2/user/favourite-team), never through the
 * match centre's code. The match centre's pages read the account's club again when they next load it,
 * and drop this device's copy of a club removed here (its use-favourite-team). Under the club, its
 * match alerts (CLB-03), the same control as on its team page.
 */
export function MyClubSection({ userId, onSessionEnded }: MyClubSectionProps) {
  const intl = useIntl();
  const titleId = useId();
  const club = useFavouriteTeam(userId);
  const { trigger: putFavouriteTeam } = usePutFavouriteTeam(userId);
  const league = useLeagueRankings();
  const [selected, setSelected] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** After an error, or when "Remove my club" takes its own button away: the select, which stays. */
  const focusSelect = () => formRef.current?.querySelector('select')?.focus();

  async function save(teamId: number | null) {
    if (saving) return;
    setSaving(true);
    setNotice(null);
    try {
      const saved = await putFavouriteTeam(teamId);
      setSelected('');
      if (saved === null) focusSelect();
      setNotice((previous) => ({
        tone: 'success',
        text: intl.formatMessage(saved ? messages.saved : messages.removed),
        id: (previous?.id ?? 0) + 1,
      }));
    } catch (error) {
      const formErrors = toFormErrors(error, ['team_id']);
      if (formErrors) {
        setFieldError(formErrors.fields.team_id ?? formErrors.formMessage);
        focusSelect();
      } else if (isApiError(error, 401)) {
        onSessionEnded(error.message);
      } else {
        setNotice((previous) => ({
          tone: 'danger',
          text: failureText(error, intl, 'club save'),
          id: (previous?.id ?? 0) + 1,
        }));
      }
    } finally {
      setSaving(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldError(null);
    if (selected === '') {
      setFieldError(intl.formatMessage(messages.required));
      focusSelect();
      return;
    }
    void save(Number(selected));
  }

  const error = club.error ?? league.error;
  return (
    <section className="profile-settings__club" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage {...messages.title} />
      </h2>
      <p className="profile-settings__hint">
        <FormattedMessage {...messages.hint} />
      </p>
      {error && (club.data === undefined || league.data === undefined) ? (
        <LoadError
          onRetry={() => {
            void club.mutate();
            void league.mutate();
          }}
        >
          <FormattedMessage {...messages.loadFailed} />
        </LoadError>
      ) : club.data === undefined || league.data === undefined ? (
        <p aria-busy="true">
          <FormattedMessage {...sharedMessages.loading} />
        </p>
      ) : (
        <>
          <CurrentClub club={club.data} />
          <form ref={formRef} className="profile-settings__club-form" onSubmit={onSubmit} noValidate>
            <SelectField
              label={intl.formatMessage(club.data ? messages.change : messages.choose)}
              name="team_id"
              value={selected}
              emptyLabel={intl.formatMessage(messages.emptyOption)}
              options={league.data.clubs.map((option) => ({ value: String(option.id), label: option.name }))}
              onChange={(event) => {
                setSelected(event.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError ?? undefined}
            />
            <div className="profile-settings__club-actions">
              <Button type="submit" busy={saving}>
                <FormattedMessage {...messages.save} />
              </Button>
              {club.data ? (
                <Button variant="secondary" busy={saving} onClick={() => void save(null)}>
                  <FormattedMessage {...messages.remove} />
                </Button>
              ) : null}
            </div>
          </form>
          {/* CLB-03: the club's match alerts (shared's control, as on the club's team page). */}
          {club.data ? <ClubAlerts team={{ id: club.data.id, name: club.data.name }} headingLevel={3} /> : null}
        </>
      )}
      {notice ? (
        <Alert key={notice.id} tone={notice.tone} hideAfterMs={profileAlertMs} onHide={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
    </section>
  );
}

/** The club with its crest (under the heading "My club"), or a line saying there is none. */
function CurrentClub({ club }: { club: MyClub | null }) {
  if (club === null) {
    return (
      <p className="profile-settings__club-current">
        <FormattedMessage {...messages.none} />
      </p>
    );
  }
  return (
    <p className="profile-settings__club-current">
      <TeamCrest name={club.name} logo={club.logo} size={48} />
      <span className="profile-settings__club-name">{club.name}</span>
    </p>
  );
}
