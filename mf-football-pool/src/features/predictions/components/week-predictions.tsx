import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import * as v from 'valibot';
import { LoadError, Spinner, storedValue } from '@tribune/shared';
import { usePredictionsSettled } from '../../../hooks/use-predictions-settled';
import { useListPredictions } from '../api/list-predictions';
import { currentWeekStart, toWeekStart } from '../../../lib/pool-weeks';
import { PredictionForm } from './prediction-form';
import { predictionMessages } from './prediction-messages';
import { WeekNavigation } from './week-navigation';

const predictionsPath = '/football-pool/predictions';

/** What a save leaves in the history entry it goes to, so the page there confirms it. */
const savedStateSchema = v.object({ predictionsSaved: v.boolean() });

/** The history entries whose save was confirmed already (session storage: the tab's history). */
const confirmedSaves = storedValue('tribune.football-pool.confirmed-saves', v.array(v.string()), 'session');

/**
 * FP-01…FP-03: one week's games with the form to predict them. `weekStart` null is this week. After a
 * save the fan is on the predictions page of that week, with what was stored (spec 000 §4).
 */
export function WeekPredictions({ weekStart: requested, navigable }: { weekStart: string | null; navigable: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const answer = useListPredictions(requested);
  const { error, isLoading, mutate } = answer;
  // A kept answer of another week (while the next loads) is not shown under this week's heading.
  const data = requested === null || answer.data?.weekStart === requested ? answer.data : undefined;
  const weekStart = requested ?? toWeekStart(data?.weekStart) ?? currentWeekStart();
  // The history entry's "saved" mark exists only in the browser: read after hydration (the server's HTML
  // has no notice), and shown once per history entry (its key, remembered for the tab), so reloading the
  // page does not confirm the save again. Not by replacing the entry without its mark: that navigation,
  // run from an effect, could land after the fan had already stepped to another week and pull them back.
  // The notice belongs to the week that was saved: stepping to another week does not carry it along.
  const [savedWeek, setSavedWeek] = useState<string | null>(null);
  const savedState = v.safeParse(savedStateSchema, location.state);
  const arrivedBySave = savedState.success && savedState.output.predictionsSaved;
  useEffect(() => {
    if (!arrivedBySave) return;
    const confirmed = confirmedSaves.read() ?? [];
    if (confirmed.includes(location.key)) return;
    confirmedSaves.write([...confirmed.slice(-19), location.key]);
    setSavedWeek(weekStart);
  }, [arrivedBySave, weekStart, location.key]);

  usePredictionsSettled(() => void mutate());

  // Where the fan is now: a save's confirmation must not pull them back from a week they stepped to
  // while the saved week was being read again.
  const currentEntry = useRef(location.key);
  useLayoutEffect(() => {
    currentEntry.current = location.key;
  }, [location.key]);

  const onSaved = async () => {
    const savedFrom = currentEntry.current;
    await mutate();
    if (currentEntry.current !== savedFrom) return;
    const target = `${predictionsPath}?week_start=${weekStart}`;
    const here = `${location.pathname}${location.search}` === target;
    if (!here)
      await navigate(target, { state: { predictionsSaved: true }, replace: location.pathname === predictionsPath });
  };

  return (
    <>
      <WeekNavigation weekStart={weekStart} headingId={headingId} navigable={navigable} />
      {isLoading && !data ? <Spinner /> : null}
      {error && !data ? (
        <LoadError onRetry={() => void mutate()}>{intl.formatMessage(predictionMessages.loadFailed)}</LoadError>
      ) : null}
      {data && data.games.length === 0 ? (
        <p className="fp-empty">{intl.formatMessage(predictionMessages.empty)}</p>
      ) : null}
      {/* A new week starts with no choices made. */}
      {data && data.games.length > 0 ? (
        <PredictionForm
          key={weekStart}
          games={data.games}
          labelledBy={headingId}
          onSaved={onSaved}
          savedNotice={savedWeek === weekStart}
        />
      ) : null}
    </>
  );
}
