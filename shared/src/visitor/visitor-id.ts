const visitorIdKey = 'visitor_id';
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** PLT-03: the spec fixes the visitor id at 10 alphanumeric characters. */
export const visitorIdLength = 10;

export function createVisitorId(random: (size: number) => Uint8Array = defaultRandom): string {
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  let id = '';
  while (id.length < visitorIdLength) {
    for (const byte of random(visitorIdLength)) {
      if (byte < 248 && id.length < visitorIdLength) id += alphabet[byte % alphabet.length];
    }
  }
  return id;
}

function defaultRandom(size: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}

const validVisitorId = new RegExp(`^[A-Za-z0-9]{${visitorIdLength}}$`);

/** PLT-03: the visitor id is created once and kept in local storage. */
export function getVisitorId(storage: Storage = localStorage): string {
  const stored = safeGet(storage, visitorIdKey);
  if (stored && validVisitorId.test(stored)) return stored;
  const id = createVisitorId();
  try {
    storage.setItem(visitorIdKey, id);
  } catch {
    // Storage can be full or blocked (private mode); an id per page view is still a valid visitor id.
  }
  return id;
}

function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
