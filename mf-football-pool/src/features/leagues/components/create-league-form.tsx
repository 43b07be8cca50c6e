import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, TextField, useApiForm } from '@tribune/shared';
import { leagueNameMaxLength, useCreateLeague } from '../api/create-league';
import type { League } from '../api/league-schema';
import { InviteLink } from './invite-link';
import { leagueMessages } from './league-messages';

/** Creates a mini-league by name; then shows its code and invite link to share. */
export function CreateLeagueForm() {
  const intl = useIntl();
  const { trigger: createLeague } = useCreateLeague();
  const headingId = useId();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<League | null>(null);
  const { onSubmit, busy, fieldErrors, formError } = useApiForm({
    fields: ['name'],
    action: 'creating a mini-league',
    submit: () => createLeague(name),
    onSuccess: (league) => {
      setCreated(league);
      setName('');
    },
    failureMessage: (error) => {
      console.error('Creating a mini-league failed', error);
      return intl.formatMessage(leagueMessages.actionFailed);
    },
  });

  return (
    <section className="fp-create-league" aria-labelledby={headingId}>
      <h3 id={headingId} className="fp-section__subtitle">
        {intl.formatMessage(leagueMessages.create)}
      </h3>
      <form className="fp-create-league__form" aria-labelledby={headingId} onSubmit={onSubmit}>
        <TextField
          label={intl.formatMessage(leagueMessages.name)}
          name="name"
          value={name}
          required
          maxLength={leagueNameMaxLength}
          // The name is the form's only field: every failure shows under it.
          error={fieldErrors.name ?? formError ?? undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          {intl.formatMessage(leagueMessages.create)}
        </Button>
      </form>
      <div role="status">
        {created ? (
          <div className="fp-create-league__created">
            <p className="alert alert--success">{intl.formatMessage(leagueMessages.created)}</p>
            <p className="fp-create-league__name">{created.name}</p>
          </div>
        ) : null}
      </div>
      {created ? <InviteLink league={created} /> : null}
    </section>
  );
}
