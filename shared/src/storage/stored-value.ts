import * as v from 'valibot';
import { isServer } from '../ssr/environment';

/** Where a value is kept: `local` lasts across visits, `session` for the tab's life. */
type StorageArea = 'local' | 'session';

/** The browser's storage, or null on the server and where the browser refuses it (privacy modes). */
function storageOf(area: StorageArea): Storage | null {
  if (isServer()) return null;
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A value kept in the browser's storage, read through a schema (issue 32: one validated-storage
 * helper). Storage is outside data, like an API answer: another version of the site, an extension or
 * the fan may have written anything there, so a value that is missing, not JSON or not of the schema's
 * shape reads as null, never as an error. Storage that throws (full, blocked) is treated the same way:
 * keeping a value here is always a convenience, so a failed write is dropped silently.
 */
interface StoredValue<Value> {
  read(): Value | null;
  write(value: Value): void;
  remove(): void;
}

export function storedValue<Schema extends v.GenericSchema>(
  key: string,
  schema: Schema,
  area: StorageArea = 'local',
): StoredValue<v.InferOutput<Schema>> {
  return {
    read() {
      let text: string | null = null;
      try {
        text = storageOf(area)?.getItem(key) ?? null;
      } catch {
        return null;
      }
      if (text === null) return null;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return null;
      }
      const parsed = v.safeParse(schema, value);
      return parsed.success ? parsed.output : null;
    },
    write(value) {
      try {
        storageOf(area)?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or blocked: the value is a convenience, the page goes on without it.
      }
    },
    remove() {
      try {
        storageOf(area)?.removeItem(key);
      } catch {
        // Nothing to remove.
      }
    },
  };
}
