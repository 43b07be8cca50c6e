/**
 * Name pools for generated players, by nationality. First and last names are drawn independently,
 * so the squads read like a Dutch league (mostly Dutch, a realistic mix of other nationalities)
 * without reproducing any real player.
 */

export interface NamePool {
  /** ISO 3166-1 alpha-2, or a football federation code where alpha-2 has none (GB-ENG). */
  nationality: string;
  /** Share of Eredivisie squads, roughly. */
  weight: number;
  firstNames: readonly string[];
  lastNames: readonly string[];
  /** Brazilian players are usually known by one name. */
  singleNameShare?: number;
}

export const NAME_POOLS: readonly NamePool[] = [
  {
    nationality: 'NL',
    weight: 52,
    firstNames: ['Daan', 'Sem', 'Luuk', 'Milan', 'Jesse', 'Thijs', 'Bram', 'Lars', 'Ruben', 'Tijn', 'Stijn', 'Jens', 'Niels', 'Koen', 'Joris', 'Sven', 'Mats', 'Wout', 'Teun', 'Gijs', 'Bart', 'Rick', 'Tom', 'Kees', 'Jelle', 'Thom', 'Siem', 'Floris', 'Jurre', 'Mees', 'Olivier', 'Pepijn', 'Roel', 'Vince', 'Dirk', 'Hidde', 'Jort', 'Lucas', 'Youri', 'Stan'],
    lastNames: ['de Jong', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'de Graaf', 'van der Meer', 'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van den Berg', 'van der Heijden', 'Schouten', 'van Beek', 'Willems', 'van Vliet', 'Hoekstra', 'Maas', 'Verhoeven', 'Koster', 'Prins', 'Blom', 'Huisman', 'Kuipers', 'van Wijk', 'Post', 'Kramer', 'Timmermans', 'Groen', 'Veenstra', 'Wolters', 'Postma', 'Zijlstra', 'Bosman', 'Wijnands', 'Brinkman', 'ter Horst', 'Oosterhuis', 'Nijland'],
  },
  {
    nationality: 'BE',
    weight: 6,
    firstNames: ['Arne', 'Jonas', 'Siebe', 'Jarne', 'Lander', 'Brent', 'Senne', 'Robbe', 'Kobe', 'Wannes', 'Thibo', 'Mathias'],
    lastNames: ['Janssens', 'Maes', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Verstraeten', 'Lambrechts', 'Vandenbroucke', 'De Backer', 'Van Damme', 'Cools'],
  },
  {
    nationality: 'MA',
    weight: 7,
    firstNames: ['Anouar', 'Bilal', 'Ilias', 'Yassine', 'Zakaria', 'Soufiane', 'Mohamed', 'Hamza', 'Ayoub', 'Othman', 'Nordin', 'Redouan'],
    lastNames: ['El Amrani', 'Bouzid', 'Ait Taleb', 'El Idrissi', 'Benali', 'Ouali', 'Azzouzi', 'Haddouchi', 'Tahiri', 'Belhaj', 'El Khayati', 'Boukhari'],
  },
  {
    nationality: 'SR',
    weight: 5,
    firstNames: ['Dylan', 'Jayden', 'Romario', 'Quincy', 'Sheraldo', 'Tyrese', 'Kenneth', 'Ryan', 'Damil', 'Gleofilo'],
    lastNames: ['Pinas', 'Lieveld', 'Wijngaarde', 'Zeefuik', 'Haps', 'Breinburg', 'Kasanwirjo', 'Biswane', 'Tjon-A-Fat', 'Rustveld'],
  },
  {
    nationality: 'DK',
    weight: 4,
    firstNames: ['Mikkel', 'Oliver', 'Emil', 'Magnus', 'Anton', 'Viktor', 'Frederik', 'Mads'],
    lastNames: ['Nielsen', 'Hansen', 'Larsen', 'Pedersen', 'Kristensen', 'Holm', 'Dahl', 'Søndergaard'],
  },
  {
    nationality: 'SE',
    weight: 3,
    firstNames: ['Elias', 'Hugo', 'Isak', 'Ludvig', 'Axel', 'Filip'],
    lastNames: ['Andersson', 'Johansson', 'Lindqvist', 'Berg', 'Nyström', 'Ekdahl'],
  },
  {
    nationality: 'DE',
    weight: 4,
    firstNames: ['Lukas', 'Felix', 'Leon', 'Niklas', 'Moritz', 'Jannik', 'Tim', 'Paul'],
    lastNames: ['Müller', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Krüger', 'Brandt', 'Vogel'],
  },
  {
    nationality: 'BR',
    weight: 3,
    singleNameShare: 0.6,
    firstNames: ['Thiago', 'Matheus', 'Gabriel', 'Rafael', 'Vinícius', 'Igor', 'Caio', 'Renan', 'Douglas', 'Wesley'],
    lastNames: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Almeida', 'Ribeiro'],
  },
  {
    nationality: 'GH',
    weight: 3,
    firstNames: ['Kwame', 'Kofi', 'Emmanuel', 'Samuel', 'Yaw', 'Ebenezer', 'Kwabena', 'Isaac'],
    lastNames: ['Mensah', 'Owusu', 'Asante', 'Appiah', 'Boakye', 'Ofori', 'Amponsah', 'Tetteh'],
  },
  {
    nationality: 'NG',
    weight: 3,
    firstNames: ['Chidi', 'Tunde', 'Emeka', 'Femi', 'Uche', 'Victor', 'Samson'],
    lastNames: ['Okafor', 'Adeyemi', 'Nwosu', 'Eze', 'Balogun', 'Okonkwo', 'Adebayo'],
  },
  {
    nationality: 'JP',
    weight: 3,
    firstNames: ['Kaito', 'Ren', 'Haruto', 'Sota', 'Yuma', 'Riku', 'Kenta'],
    lastNames: ['Sato', 'Suzuki', 'Takahashi', 'Watanabe', 'Ito', 'Nakamura', 'Kobayashi'],
  },
  {
    nationality: 'ES',
    weight: 3,
    firstNames: ['Pablo', 'Álvaro', 'Sergio', 'Iker', 'Unai', 'Marcos', 'Adrián'],
    lastNames: ['García', 'Fernández', 'López', 'Martínez', 'Navarro', 'Romero', 'Ruiz', 'Ortega'],
  },
  {
    nationality: 'NO',
    weight: 2,
    firstNames: ['Sander', 'Jakob', 'Henrik', 'Sindre', 'Kristoffer'],
    lastNames: ['Solberg', 'Haugen', 'Bakke', 'Strand', 'Lie'],
  },
  {
    nationality: 'GB-ENG',
    weight: 2,
    firstNames: ['Harry', 'Jack', 'Callum', 'Owen', 'Reece'],
    lastNames: ['Walker', 'Clarke', 'Hughes', 'Turner', 'Bennett', 'Ward'],
  },
];
