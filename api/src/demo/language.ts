/** The languages the demo content is written in (one per tenant). */
export const DEMO_LANGUAGES = ['en', 'nl'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];
