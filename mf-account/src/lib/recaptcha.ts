import { useCallback, useEffect } from 'react';
import { getErrorMessage, useSiteSettings } from '@tribune/shared';

/** The part of Google's reCAPTCHA v3 API this site uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const scriptId = 'tribune-recaptcha';
/** A form never waits longer than this for Google; after it, the server decides without a token. */
const recaptchaTimeoutMs = 10_000;

/** window.grecaptcha is put there by a third-party script, so it is checked, not trusted. */
function readGrecaptcha(): Grecaptcha | null {
  const value: unknown = Reflect.get(window, 'grecaptcha');
  if (typeof value !== 'object' || value === null) return null;
  if (
    !('ready' in value) ||
    typeof value.ready !== 'function' ||
    !('execute' in value) ||
    typeof value.execute !== 'function'
  )
    return null;
  const { ready, execute } = value;
  return {
    ready: (callback) => void ready.call(value, callback),
    execute: async (siteKey, options) => {
      const token: unknown = await execute.call(value, siteKey, options);
      if (typeof token !== 'string') throw new Error('reCAPTCHA returned no token');
      return token;
    },
  };
}

/** Adds Google's script once per page (v3: `?render=<site key>`) and resolves when its API is there. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  const loaded = readGrecaptcha();
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const existing = document.getElementById(scriptId);
    const script = existing instanceof HTMLScriptElement ? existing : document.createElement('script');
    if (script !== existing) {
      script.id = scriptId;
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      document.head.append(script);
    }
    script.addEventListener('load', () => {
      const api = readGrecaptcha();
      if (api) resolve(api);
      else reject(new Error('the reCAPTCHA script loaded without its API'));
    });
    script.addEventListener('error', () => {
      // Removed, so a later submit tries to load it again.
      script.remove();
      reject(new Error('the reCAPTCHA script could not be loaded'));
    });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(getErrorMessage(error)));
      },
    );
  });
}

/**
 * A reCAPTCHA v3 token for one form submit. When Google cannot be reached (blocked script, offline,
 * time-out) it returns an empty response: the server decides what that means (it refuses it only when
 * the tenant checks reCAPTCHA), so a blocked script never makes the form unusable on its own.
 */
async function getRecaptchaToken(siteKey: string, action: string): Promise<string> {
  try {
    return await withTimeout(
      loadRecaptcha(siteKey).then(
        (api) =>
          new Promise<string>((resolve, reject) =>
            api.ready(() => api.execute(siteKey, { action }).then(resolve, reject)),
          ),
      ),
      recaptchaTimeoutMs,
    );
  } catch (error) {
    console.error(
      `[mf_account] reCAPTCHA (${action}) unavailable, sending an empty response: ${getErrorMessage(error)}`,
    );
    return '';
  }
}

/**
 * CON-01 / ACC-02: the `g-recaptcha-response` for a form. With the tenant's site key (GET /api/v2/setting)
 * Google's script is loaded as soon as the form shows, and each submit gets a fresh token (v3 tokens are
 * single use and expire after two minutes); without a key the response is empty.
 */
export function useRecaptcha(action: string): () => Promise<string> {
  const { data, error, mutate } = useSiteSettings();
  const siteKey = data?.recaptcha_site_key ?? null;

  useEffect(() => {
    // Loaded ahead, so the submit does not wait for the script; a failure is handled at submit.
    if (siteKey) loadRecaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);

  return useCallback(async () => {
    // Settings not loaded yet (a very quick submit): wait for them rather than skip the check.
    const settings = data ?? (error ? undefined : await mutate().catch(() => undefined));
    const key = settings?.recaptcha_site_key ?? null;
    return key ? getRecaptchaToken(key, action) : '';
  }, [data, error, mutate, action]);
}
