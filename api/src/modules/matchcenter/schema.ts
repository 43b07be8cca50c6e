// Placeholder: the matchcenter module's tables go here (re-exported by src/db/schema.ts).
export {};
