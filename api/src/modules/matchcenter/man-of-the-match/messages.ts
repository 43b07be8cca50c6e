/** Texts of man-of-the-match voting (MC-05, MC-06), merged into the API's dictionary by i18n/messages.ts. */
const en = {
  'mom.unknownFixture': 'Unknown match.',
  'mom.unknownTeam': 'Unknown team.',
  'mom.teamNotInMatch': 'This team does not play in this match.',
  'mom.unknownLeague': 'Unknown league.',
  'mom.notOpenYet': 'Voting opens at kick-off.',
  'mom.closed': 'Voting for this match has closed.',
  'mom.notPlayable': 'This match is not played, so there is no vote.',
  'mom.alreadyVoted': 'You have already voted for this match.',
  'mom.nothingRated': 'Rate at least one player.',
  'mom.gradeRange': 'The grade must be a whole number from 1 to 5 (0 for no rating).',
  'mom.didNotPlay': 'This player did not play for {team} in this match.',
  'mom.ratedTwice': 'This player is rated more than once.',
  'mom.invalidIdList': 'The {attribute} field must be a comma-separated list of ids (at most 50).',
} as const;

const nl: Record<keyof typeof en, string> = {
  'mom.unknownFixture': 'Onbekende wedstrijd.',
  'mom.unknownTeam': 'Onbekende club.',
  'mom.teamNotInMatch': 'Deze club speelt niet in deze wedstrijd.',
  'mom.unknownLeague': 'Onbekende competitie.',
  'mom.notOpenYet': 'Stemmen kan vanaf de aftrap.',
  'mom.closed': 'Stemmen voor deze wedstrijd is gesloten.',
  'mom.notPlayable': 'Deze wedstrijd wordt niet gespeeld, dus er valt niet te stemmen.',
  'mom.alreadyVoted': 'Je hebt al gestemd voor deze wedstrijd.',
  'mom.nothingRated': 'Geef minstens één speler een cijfer.',
  'mom.gradeRange': 'Het cijfer moet een heel getal van 1 tot en met 5 zijn (0 voor geen cijfer).',
  'mom.didNotPlay': 'Deze speler speelde in deze wedstrijd niet voor {team}.',
  'mom.ratedTwice': 'Deze speler heeft meer dan één cijfer gekregen.',
  'mom.invalidIdList': 'Het veld {attribute} moet een door komma’s gescheiden lijst van ids zijn (hoogstens 50).',
};

export const manOfTheMatchMessages = { en, nl };
