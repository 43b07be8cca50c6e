import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, TextField, toFormErrors } from '@tribune/shared';
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
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState<League | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(undefined);
    try {
      const league = await createLeague(name);
      setCreated(league);
      setName('');
    } catch (failure) {
      const refusal = toFormErrors(failure, ['name']);
      if (!refusal) console.error('Creating a mini-league failed', failure);
      setError(refusal?.fields.name ?? refusal?.formMessage ?? intl.formatMessage(leagueMessages.actionFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="fp-create-league" aria-labelledby={headingId}>
      <h3 id={headingId} className="fp-section__subtitle">
        {intl.formatMessage(leagueMessages.create)}
      </h3>
      <form className="fp-create-league__form" aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
        <TextField
          label={intl.formatMessage(leagueMessages.name)}
          name="name"
          value={name}
          required
          maxLength={leagueNameMaxLength}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" busy={sending}>
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
