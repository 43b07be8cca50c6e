/**
 * The 18 clubs of the Eredivisie 2026-27. Names, cities and grounds are facts; the crests shipped in
 * `api/assets/clubs/` are generated shapes in the club colours (real crests are trademarks), and the
 * strength rating is a modelling input for the match model, not a claim about the clubs.
 */

export interface Club {
  /** Stable slug: file name of the crest and key of the generated data. */
  slug: string;
  name: string;
  shortName: string;
  /** Three-letter code for scoreboards. */
  code: string;
  city: string;
  /** City name in Dutch where it differs (Den Haag). */
  cityNl: string;
  stadium: string;
  /** Approximate seats, for plausible attendances. */
  capacity: number;
  founded: number;
  primaryColor: string;
  secondaryColor: string;
  /**
   * Relative strength in [-1, 1]: scales the team's attack up and its defence down in the match
   * model. Chosen so the table looks like a plausible Eredivisie season, with the usual top three.
   */
  rating: number;
}

export const EREDIVISIE_CLUBS: readonly Club[] = [
  { slug: 'psv', capacity: 35000, name: 'PSV', shortName: 'PSV', code: 'PSV', city: 'Eindhoven', cityNl: 'Eindhoven', stadium: 'Philips Stadion', founded: 1913, primaryColor: '#e2001a', secondaryColor: '#ffffff', rating: 0.9 },
  { slug: 'feyenoord', capacity: 47500, name: 'Feyenoord', shortName: 'Feyenoord', code: 'FEY', city: 'Rotterdam', cityNl: 'Rotterdam', stadium: 'De Kuip', founded: 1908, primaryColor: '#d71920', secondaryColor: '#ffffff', rating: 0.75 },
  { slug: 'ajax', capacity: 55500, name: 'AFC Ajax', shortName: 'Ajax', code: 'AJA', city: 'Amsterdam', cityNl: 'Amsterdam', stadium: 'Johan Cruijff ArenA', founded: 1900, primaryColor: '#c8102e', secondaryColor: '#ffffff', rating: 0.7 },
  { slug: 'az', capacity: 19500, name: 'AZ', shortName: 'AZ', code: 'AZA', city: 'Alkmaar', cityNl: 'Alkmaar', stadium: 'AFAS Stadion', founded: 1967, primaryColor: '#db0021', secondaryColor: '#1f1f1f', rating: 0.55 },
  { slug: 'twente', capacity: 30200, name: 'FC Twente', shortName: 'Twente', code: 'TWE', city: 'Enschede', cityNl: 'Enschede', stadium: 'De Grolsch Veste', founded: 1965, primaryColor: '#e60000', secondaryColor: '#6b0000', rating: 0.5 },
  { slug: 'utrecht', capacity: 23700, name: 'FC Utrecht', shortName: 'Utrecht', code: 'UTR', city: 'Utrecht', cityNl: 'Utrecht', stadium: 'Stadion Galgenwaard', founded: 1970, primaryColor: '#ed1c24', secondaryColor: '#f5f5f5', rating: 0.35 },
  { slug: 'go-ahead-eagles', capacity: 10400, name: 'Go Ahead Eagles', shortName: 'Go Ahead', code: 'GAE', city: 'Deventer', cityNl: 'Deventer', stadium: 'De Adelaarshorst', founded: 1902, primaryColor: '#e30613', secondaryColor: '#ffd200', rating: 0.15 },
  { slug: 'nec', capacity: 12500, name: 'NEC', shortName: 'NEC', code: 'NEC', city: 'Nijmegen', cityNl: 'Nijmegen', stadium: 'Goffertstadion', founded: 1900, primaryColor: '#cf0a2c', secondaryColor: '#00843d', rating: 0.15 },
  { slug: 'heerenveen', capacity: 27200, name: 'SC Heerenveen', shortName: 'Heerenveen', code: 'HEE', city: 'Heerenveen', cityNl: 'Heerenveen', stadium: 'Abe Lenstra Stadion', founded: 1920, primaryColor: '#0057a8', secondaryColor: '#ffffff', rating: 0.05 },
  { slug: 'groningen', capacity: 22500, name: 'FC Groningen', shortName: 'Groningen', code: 'GRO', city: 'Groningen', cityNl: 'Groningen', stadium: 'Euroborg', founded: 1971, primaryColor: '#00843d', secondaryColor: '#ffffff', rating: -0.05 },
  { slug: 'sparta-rotterdam', capacity: 11000, name: 'Sparta Rotterdam', shortName: 'Sparta', code: 'SPA', city: 'Rotterdam', cityNl: 'Rotterdam', stadium: 'Het Kasteel', founded: 1888, primaryColor: '#d50032', secondaryColor: '#ffffff', rating: -0.1 },
  { slug: 'fortuna-sittard', capacity: 12500, name: 'Fortuna Sittard', shortName: 'Fortuna', code: 'FOR', city: 'Sittard', cityNl: 'Sittard', stadium: 'Fortuna Sittard Stadion', founded: 1968, primaryColor: '#ffd100', secondaryColor: '#00843d', rating: -0.2 },
  { slug: 'pec-zwolle', capacity: 14000, name: 'PEC Zwolle', shortName: 'PEC', code: 'PEC', city: 'Zwolle', cityNl: 'Zwolle', stadium: 'MAC³PARK Stadion', founded: 1910, primaryColor: '#0066b3', secondaryColor: '#ffffff', rating: -0.25 },
  { slug: 'ado-den-haag', capacity: 15000, name: 'ADO Den Haag', shortName: 'ADO', code: 'ADO', city: 'The Hague', cityNl: 'Den Haag', stadium: 'Bingoal Stadion', founded: 1905, primaryColor: '#00813e', secondaryColor: '#ffd200', rating: -0.25 },
  { slug: 'willem-ii', capacity: 14600, name: 'Willem II', shortName: 'Willem II', code: 'WIL', city: 'Tilburg', cityNl: 'Tilburg', stadium: 'Koning Willem II Stadion', founded: 1896, primaryColor: '#c8102e', secondaryColor: '#1d428a', rating: -0.3 },
  { slug: 'excelsior', capacity: 4400, name: 'Excelsior', shortName: 'Excelsior', code: 'EXC', city: 'Rotterdam', cityNl: 'Rotterdam', stadium: 'Van Donge & De Roo Stadion', founded: 1902, primaryColor: '#e2001a', secondaryColor: '#111111', rating: -0.35 },
  { slug: 'cambuur', capacity: 15000, name: 'SC Cambuur', shortName: 'Cambuur', code: 'CAM', city: 'Leeuwarden', cityNl: 'Leeuwarden', stadium: 'Kooi Stadion', founded: 1964, primaryColor: '#ffd400', secondaryColor: '#0050a0', rating: -0.35 },
  { slug: 'telstar', capacity: 5000, name: 'Telstar', shortName: 'Telstar', code: 'TEL', city: 'Velsen-Zuid', cityNl: 'Velsen-Zuid', stadium: 'BUKO Stadion', founded: 1963, primaryColor: '#ffffff', secondaryColor: '#1c4f9c', rating: -0.4 },
];

export function clubLogoPath(slug: string): string {
  return `/assets/clubs/${slug}.svg`;
}
