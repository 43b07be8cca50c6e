import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, isApiError, toFormErrors, useApiClient } from '@tribune/shared';
import { createArticle } from '../../api/create-article';
import { getArticle, type NewsroomArticle } from '../../api/get-article';
import { updateArticle } from '../../api/update-article';
import {
  articleFieldNames,
  emptyArticleForm,
  fieldsOf,
  formOf,
  isWorthSaving,
  type ArticleFieldName,
  type ArticleFormValues,
} from '../lib/article-form';

/** NR-04: the autosave waits this long after the last change. */
const autosaveDelayMs = 3000;

type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: number } | { kind: 'failed'; reason: string };

interface SaveRequest {
  autosave: boolean;
  /** The save made as the page is hidden or closed: it must outlive the page. */
  keepalive?: boolean;
}

interface ArticleDraftOptions {
  /** The article the address names; null on /newsroom/new. Read once: the draft then owns its id. */
  initialId: number | null;
  /** Called once, after the first save of a new article made it (the page moves to its address). */
  onCreated: (id: number) => void;
}

/**
 * The article being written (NR-04): the form, the last article the API sent (its version, state and
 * rights), and the saves. A change starts the autosave's 3 s; a save sends the version it was made on,
 * so a newer one on the server is a 409, which stops the autosave until the article is reloaded: a
 * save never overwrites another's silently. One save runs at a time; changes made meanwhile are sent
 * right after it.
 */
/** Whether a save's body fits the browser's keepalive limit (64 KiB, with room for the headers). */
function outlivesPage(fields: unknown): boolean {
  return JSON.stringify(fields).length < 60_000;
}

export function useArticleDraft({ initialId, onCreated }: ArticleDraftOptions) {
  const intl = useIntl();
  const client = useApiClient();
  const [values, setValues] = useState<ArticleFormValues>(emptyArticleForm);
  const [article, setArticle] = useState<NewsroomArticle | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(initialId !== null);
  /** Bumped when the form is replaced (a reload, an action), so the body editor starts from the new body. */
  const [formGeneration, setFormGeneration] = useState(0);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [conflict, setConflict] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ArticleFieldName, string>>>({});

  // What the saves read outside React's render: the latest form, id, version and whether it changed.
  const live = useRef({
    values: emptyArticleForm,
    id: initialId,
    version: 0,
    /** Changes since the last save that reached the server. */
    changes: 0,
    saving: false,
    again: null as SaveRequest | null,
    conflict: false,
    onCreated,
  });
  useEffect(() => {
    live.current.onCreated = onCreated;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const replaceForm = useCallback((next: NewsroomArticle) => {
    const form = formOf(next);
    Object.assign(live.current, { values: form, id: next.id, version: next.version, changes: 0, conflict: false });
    setArticle(next);
    setValues(form);
    setFormGeneration((generation) => generation + 1);
    setConflict(null);
    setFieldErrors({});
  }, []);

  const save = useCallback(
    async (request: SaveRequest): Promise<boolean> => {
      const state = live.current;
      if (state.conflict) return false;
      if (state.saving && request.keepalive === true && state.id !== null) {
        // The page is going away while a save runs: no code of this page runs after it, so the last
        // words leave now, as the version the running save will make. Should that save fail, this one
        // is refused (409) and only these last seconds are lost, never anyone's newer text.
        void updateArticle(client, state.id, fieldsOf(state.values), {
          version: state.version + 1,
          autosave: true,
          keepalive: true,
        }).catch(() => undefined);
        return false;
      }
      if (state.saving) {
        // The one running is made on an older form: this one goes after it.
        state.again = { autosave: (state.again?.autosave ?? true) && request.autosave };
        return false;
      }
      if (state.id === null && !isWorthSaving(state.values)) return false;
      if (state.id !== null && state.changes === 0 && request.autosave) return true;
      clearTimer();
      state.saving = true;
      const sentChanges = state.changes;
      setStatus({ kind: 'saving' });
      let saved = false;
      try {
        const isNew = state.id === null;
        const fields = fieldsOf(state.values);
        const answer =
          state.id === null
            ? await createArticle(client, fields)
            : await updateArticle(client, state.id, fields, {
                version: state.version,
                autosave: request.autosave,
                // A save outlives the page when it can (browsers take 64 KiB of keepalive bodies), so one
                // running as the tab closes still lands, and the closing save after it (above) with it.
                keepalive: request.keepalive === true || outlivesPage(fields),
              });
        state.id = answer.id;
        state.version = answer.version;
        state.changes -= sentChanges;
        setArticle(answer);
        setFieldErrors({});
        setStatus({ kind: 'saved', at: Date.now() });
        if (isNew) state.onCreated(answer.id);
        saved = true;
      } catch (error) {
        if (isApiError(error, 409)) {
          state.conflict = true;
          state.again = null;
          setConflict(error.message);
          setStatus({ kind: 'failed', reason: error.message });
        } else {
          const laidOut = toFormErrors(error, articleFieldNames);
          setFieldErrors(laidOut?.fields ?? {});
          const reason = isApiError(error, 422)
            ? (laidOut?.formMessage ?? error.message)
            : failureText(error, intl, 'saving a newsroom article');
          setStatus({ kind: 'failed', reason });
        }
      } finally {
        state.saving = false;
      }
      const next = state.again;
      state.again = null;
      if (next !== null && !state.conflict) return save(next);
      return saved;
    },
    [client, intl],
  );

  /** A field changed: keep it and start the autosave's wait again. */
  const change = useCallback(
    <Field extends keyof ArticleFormValues>(field: Field, value: ArticleFormValues[Field]) => {
      const state = live.current;
      state.values = { ...state.values, [field]: value };
      state.changes += 1;
      setValues(state.values);
      if (state.conflict) return;
      clearTimer();
      timer.current = setTimeout(() => {
        timer.current = null;
        void save({ autosave: true });
      }, autosaveDelayMs);
    },
    [save],
  );

  const reload = useCallback(async () => {
    const id = live.current.id;
    if (id === null) return;
    clearTimer();
    setLoading(true);
    setLoadError(null);
    try {
      replaceForm(await getArticle(client, id));
      setStatus({ kind: 'idle' });
    } catch (error) {
      setLoadError(failureText(error, intl, 'loading a newsroom article'));
    } finally {
      setLoading(false);
    }
  }, [client, intl, replaceForm]);

  // The article the address named, once.
  useEffect(() => {
    if (initialId !== null) void reload();
    return clearTimer;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft owns its id after the first load
  }, []);

  // Leaving the tab or the page saves what is not saved yet, with a request that outlives the page.
  useEffect(() => {
    const flush = () => {
      if (live.current.changes > 0) void save({ autosave: true, keepalive: true });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [save]);

  /** Saves what changed since the last save (before an action); true when nothing is left unsaved. */
  const saveChanges = useCallback(
    async () => (live.current.changes === 0 && live.current.id !== null ? true : save({ autosave: false })),
    [save],
  );

  /** After an action (submit, publish…): the form shows the article it answered. */
  const applyArticle = replaceForm;

  /**
   * NR-04's restore: what is not saved yet is saved first (it becomes a revision too), then `request` is
   * made on the version that save left, and the form and the body show the article it answers. A 409 is
   * a conflict as a save's is (the autosave stops); false when nothing was restored. Other failures are
   * the caller's to tell.
   */
  const replaceFromVersion = useCallback(
    async (request: (version: number) => Promise<NewsroomArticle>): Promise<boolean> => {
      if (!(await saveChanges())) return false;
      clearTimer();
      try {
        replaceForm(await request(live.current.version));
        setStatus({ kind: 'saved', at: Date.now() });
        return true;
      } catch (error) {
        if (!isApiError(error, 409)) throw error;
        live.current.conflict = true;
        setConflict(error.message);
        setStatus({ kind: 'failed', reason: error.message });
        return false;
      }
    },
    [replaceForm, saveChanges],
  );

  return {
    values,
    article,
    loading,
    loadError,
    formGeneration,
    status,
    conflict,
    fieldErrors,
    change,
    save,
    saveChanges,
    reload,
    applyArticle,
    replaceFromVersion,
  };
}
