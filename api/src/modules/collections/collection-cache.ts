/**
 * The public answers' cache of COL-01: the same for every visitor of a tenant (labels in the tenant's
 * language), kept a minute; the answer store (plugins/public-answer-store.ts) drops a tenant's answers
 * when it writes anything.
 */
export const collectionCache = { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } };
