// Every table of the API, in one place: drizzle-kit generates the migrations from this file and the
// drizzle client gets it for typed queries. Each module keeps its tables in its own `schema.ts`.
export * from './seed-runs';
export * from '../modules/tenants/schema';
export * from '../modules/accounts/schema';
export * from '../modules/mail/schema';
export * from '../modules/content/schema';
export * from '../modules/matchcenter/schema';
export * from '../modules/matchcenter/man-of-the-match/schema';
export * from '../modules/matchcenter/favourite-team/schema';
export * from '../modules/matchcenter/formations/schema';
export * from '../modules/football-pool/schema';
export * from '../modules/community/schema';
export * from '../modules/contact/schema';
export * from '../modules/collections/schema';
export * from '../modules/ads/schema';
export * from '../modules/web-push/schema';
export * from '../modules/club-alerts/schema';
export * from '../modules/smart-bar/schema';
export * from '../modules/content/headline-tests/schema';
export * from '../modules/content/pictures/schema';
