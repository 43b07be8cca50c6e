// Placeholder: the community module's tables go here (re-exported by src/db/schema.ts).
export {};
