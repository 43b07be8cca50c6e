import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  ClubAlerts,
  isApiError,
  LoadError,
  SelectField,
  sharedMessages,
  TeamCrest,
  useApiForm,
} from '@tribune/shared';
import { useLeagueRankings } from '../api/get-league-rankings';
import { useFavouriteTeam } from '../api/get-favourite-team';
import type { MyClub } from '../api/favourite-team-schema';
import { usePutFavouriteTeam } from '../api/put-favourite-team';
import { oneFieldRefusal } from '../lib/one-field-refusal';
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

/** The last save's confirmation; a new id for each, so the same text shown again restarts its time. */
type SavedNotice = { text: string; id: number };

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
  /** "Save my club" was pressed with no club chosen: nothing was sent. */
  const [noChoice, setNoChoice] = useState(false);
  const [saved, setSaved] = useState<SavedNotice | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** After an error, or when "Remove my club" takes its own button away: the select, which stays. */
  const focusSelect = () => formRef.current?.querySelector('select')?.focus();

  /** The club saved (null: removed), or undefined when a 401 ended the session and the page says so. */
  async function saveClub(teamId: number | null): Promise<MyClub | null | undefined> {
    setSaved(null);
    try {
      return await putFavouriteTeam(teamId);
    } catch (error) {
      if (!isApiError(error, 401)) throw error;
      onSessionEnded(error.message);
      return undefined;
    }
  }

  function onSaved(answer: MyClub | null | undefined) {
    if (answer === undefined) return;
    setSelected('');
    if (answer === null) focusSelect();
    setSaved((previous) => ({
      text: intl.formatMessage(answer ? messages.saved : messages.removed),
      id: (previous?.id ?? 0) + 1,
    }));
  }

  const clubForm = useApiForm({
    fields: ['team_id'],
    action: 'club save',
    submit: () => saveClub(Number(selected)),
    onSuccess: onSaved,
    layOutFailure: oneFieldRefusal('team_id'),
  });
  const { fieldErrors, formError, clearErrors } = clubForm;

  useEffect(() => {
    if (fieldErrors.team_id !== undefined) focusSelect();
  }, [fieldErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setNoChoice(false);
    if (selected !== '') {
      void clubForm.onSubmit(event);
      return;
    }
    event.preventDefault();
    clearErrors('team_id');
    setNoChoice(true);
    focusSelect();
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
                setNoChoice(false);
                clearErrors('team_id');
              }}
              error={noChoice ? intl.formatMessage(messages.required) : fieldErrors.team_id}
            />
            <div className="profile-settings__club-actions">
              <Button type="submit" busy={clubForm.busy}>
                <FormattedMessage {...messages.save} />
              </Button>
              {club.data ? (
                <Button
                  variant="secondary"
                  busy={clubForm.busy}
                  onClick={() => void clubForm.send(() => saveClub(null), onSaved)}
                >
                  <FormattedMessage {...messages.remove} />
                </Button>
              ) : null}
            </div>
          </form>
          {/* CLB-03: the club's match alerts (shared's control, as on the club's team page). */}
          {club.data ? <ClubAlerts team={{ id: club.data.id, name: club.data.name }} headingLevel={3} /> : null}
        </>
      )}
      {saved ? (
        <Alert key={saved.id} tone="success" hideAfterMs={profileAlertMs} onHide={() => setSaved(null)}>
          {saved.text}
        </Alert>
      ) : null}
      {formError ? (
        <Alert tone="danger" hideAfterMs={profileAlertMs} onHide={() => clearErrors()}>
          {formError}
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
