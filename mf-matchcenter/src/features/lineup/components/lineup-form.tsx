import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, CheckField, isApiError, SelectField, Spinner, useApiForm } from '@tribune/shared';
import { useTeamSquad, type PositionCode, type SquadGroup } from '../../../lib/api/get-team-squad';
import { positionMessages } from '../../../lib/position-messages';
import type { UserFormation } from '../api/lineup-schemas';
import { usePostUserFormation } from '../api/post-user-formation';
import { formationLabel, formationLines, lineOrder } from '../lib/formation-lines';
import { lineupMessages as messages } from './lineup-messages';

/** The saved-message's time on screen, as the spec's other confirmations (spec 000 §9). */
const SAVED_MESSAGE_MS = 3000;

const lineTitle = {
  GK: positionMessages.positionGK,
  DEF: positionMessages.positionDEF,
  MF: positionMessages.positionMF,
  ST: positionMessages.positionST,
} satisfies Record<PositionCode, unknown>;

type Picks = Record<PositionCode, number[]>;
const noPicks = (): Picks => ({ GK: [], DEF: [], MF: [], ST: [] });

/** The fan's saved XI, line by line, as far as the players are still in the squad. */
function picksOf(mine: UserFormation | null, groups: readonly SquadGroup[]): Picks {
  const picks = noPicks();
  if (!mine) return picks;
  const lineOf = new Map(
    groups.flatMap((group) => group.players.map((player) => [player.id, group.position] as const)),
  );
  for (const player of [...mine.players].sort((a, b) => a.slot - b.slot)) {
    const line = lineOf.get(player.id);
    if (line) picks[line].push(player.id);
  }
  return picks;
}

interface LineupFormProps {
  teamId: number;
  /** The formations a fan can choose (`4_3_3`, …). */
  available: readonly string[];
  mine: UserFormation | null;
}

/**
 * MC-10: a logged-in fan picks a formation and, line by line, the players of the squad that fill it (a
 * line takes only as many as the formation gives it). Saved as the XI in slot order, goalkeeper first.
 */
export function LineupForm({ teamId, available, mine }: LineupFormProps) {
  const { data: groups } = useTeamSquad(teamId);
  if (!groups) return <Spinner />;
  return <LineupFormFields teamId={teamId} available={available} mine={mine} groups={groups} />;
}

function LineupFormFields({ teamId, available, mine, groups }: LineupFormProps & { groups: SquadGroup[] }) {
  const intl = useIntl();
  const headingId = useId();
  const { trigger: saveLineup } = usePostUserFormation();
  const [formation, setFormation] = useState(mine?.formation ?? available[0] ?? '4_3_3');
  const [picks, setPicks] = useState(() => picksOf(mine, groups));
  const [saved, setSaved] = useState(false);
  const lines = formationLines(formation);
  const missing = lines ? lineOrder.reduce((sum, line) => sum + Math.max(0, lines[line] - picks[line].length), 0) : 11;

  const chooseFormation = (next: string) => {
    setFormation(next);
    const nextLines = formationLines(next);
    // A line the new formation makes shorter keeps its first picks.
    if (nextLines)
      setPicks((current) => ({
        ...current,
        DEF: current.DEF.slice(0, nextLines.DEF),
        MF: current.MF.slice(0, nextLines.MF),
        ST: current.ST.slice(0, nextLines.ST),
        GK: current.GK.slice(0, 1),
      }));
  };
  const toggle = (line: PositionCode, playerId: number, checked: boolean) => {
    setPicks((current) => ({
      ...current,
      [line]: checked ? [...current[line], playerId] : current[line].filter((id) => id !== playerId),
    }));
  };
  const { onSubmit, busy, formMessages } = useApiForm({
    action: 'saving a line-up',
    submit: () => saveLineup({ teamId, formation, players: lineOrder.flatMap((line) => picks[line]) }),
    onSuccess: () => setSaved(true),
    // A 422 lists every message of the answer; any other failure is the form's own text.
    layOutFailure: (error) => (isApiError(error, 422) ? { fields: {}, formMessages: error.allMessages() } : null),
    failureMessage: () => intl.formatMessage(messages.saveFailed),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // An XI with places left open is not sent.
    if (missing > 0) event.preventDefault();
    else void onSubmit(event);
  };

  return (
    <form className="lineup-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className="lineup__subtitle">
        {intl.formatMessage(messages.yourLineup)}
      </h3>
      <SelectField
        label={intl.formatMessage(messages.formation)}
        name="formation"
        value={formation}
        emptyLabel="—"
        options={available.map((value) => ({ value, label: formationLabel(value) }))}
        onChange={(event) => chooseFormation(event.target.value)}
      />
      {lines
        ? lineOrder.map((line) => {
            const players = groups.find((group) => group.position === line)?.players ?? [];
            const chosen = picks[line];
            return (
              <fieldset key={line} className="lineup-form__line">
                <legend>
                  {intl.formatMessage(messages.line, {
                    line: intl.formatMessage(lineTitle[line]),
                    chosen: chosen.length,
                    needed: lines[line],
                  })}
                </legend>
                {players.map((player) => {
                  const checked = chosen.includes(player.id);
                  return (
                    <CheckField
                      key={player.id}
                      label={player.displayName}
                      name={`players-${line}`}
                      value={String(player.id)}
                      checked={checked}
                      disabled={!checked && chosen.length >= lines[line]}
                      onChange={(event) => toggle(line, player.id, event.target.checked)}
                    />
                  );
                })}
              </fieldset>
            );
          })
        : null}
      {missing > 0 ? (
        <p className="lineup-form__hint" aria-live="polite">
          {intl.formatMessage(messages.incomplete, { needed: missing })}
        </p>
      ) : null}
      {formMessages.length > 0 ? (
        <Alert tone="danger">
          <ul>
            {formMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {saved ? (
        <Alert tone="success" hideAfterMs={SAVED_MESSAGE_MS} onHide={() => setSaved(false)}>
          {intl.formatMessage(messages.saved)}
        </Alert>
      ) : null}
      <Button type="submit" busy={busy} disabled={missing > 0}>
        {intl.formatMessage(messages.save)}
      </Button>
    </form>
  );
}
