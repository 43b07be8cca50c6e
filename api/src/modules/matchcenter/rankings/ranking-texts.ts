/**
 * Names the ranking endpoints write in the tenant's language (like get-round-fixtures.ts' round
 * names): football data is league-wide, so only these labels depend on the tenant.
 */
type Language = 'en' | 'nl';

export const rankingTexts = {
  round: (language: Language, round: number) => (language === 'nl' ? `Speelronde ${round}` : `Round ${round}`),
  allRounds: (language: Language) => (language === 'nl' ? 'Alle speelrondes' : 'All rounds'),
  period: (language: Language, period: number) => (language === 'nl' ? `Periode ${period}` : `Period ${period}`),
  /** The whole season's table: "Eredivisie 2026/2027". */
  season: (league: { name: string; season: string }) => `${league.name} ${league.season}`,
  /** The last item of the page's breadcrumb: "Eredivisie table" / "Stand Eredivisie". */
  breadcrumb: (language: Language, league: { name: string }) =>
    language === 'nl' ? `Stand ${league.name}` : `${league.name} table`,
};
