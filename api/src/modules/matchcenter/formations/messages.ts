/**
 * Texts of the line-up widget (MC-10), merged into the API's dictionary by i18n/messages.ts.
 * `formations.lines` takes the counted parts ("4 defenders", "1 forward") from the `.one`/`.other` keys,
 * so a 5-4-1 never asks for "1 forwards".
 */
const en = {
  'formations.unknownTeam': 'There is no club with this id.',
  'formations.unknownClub': 'Unknown club.',
  'formations.unknownFormation':
    'Pick one of the formations on offer (4-3-3, 4-4-2, 4-2-3-1, 3-5-2, 3-4-3, 5-3-2, 4-1-4-1, 5-4-1).',
  'formations.elevenPlayers': 'A line-up has exactly 11 players.',
  'formations.duplicatePlayer': 'Player {id} is in the line-up more than once.',
  'formations.notInSquad': 'Player {id} is not in the squad of {team}.',
  'formations.lines': 'A {formation} needs 1 goalkeeper, {defenders}, {midfielders} and {forwards}, in that order.',
  'formations.defenders.one': '{count} defender',
  'formations.defenders.other': '{count} defenders',
  'formations.midfielders.one': '{count} midfielder',
  'formations.midfielders.other': '{count} midfielders',
  'formations.forwards.one': '{count} forward',
  'formations.forwards.other': '{count} forwards',
} as const;

const nl: Record<keyof typeof en, string> = {
  'formations.unknownTeam': 'Er is geen club met dit id.',
  'formations.unknownClub': 'Onbekende club.',
  'formations.unknownFormation':
    'Kies een van de aangeboden opstellingen (4-3-3, 4-4-2, 4-2-3-1, 3-5-2, 3-4-3, 5-3-2, 4-1-4-1, 5-4-1).',
  'formations.elevenPlayers': 'Een opstelling heeft precies 11 spelers.',
  'formations.duplicatePlayer': 'Speler {id} staat meer dan één keer in de opstelling.',
  'formations.notInSquad': 'Speler {id} zit niet in de selectie van {team}.',
  'formations.lines':
    'Een {formation} heeft 1 keeper, {defenders}, {midfielders} en {forwards} nodig, in die volgorde.',
  'formations.defenders.one': '{count} verdediger',
  'formations.defenders.other': '{count} verdedigers',
  'formations.midfielders.one': '{count} middenvelder',
  'formations.midfielders.other': '{count} middenvelders',
  'formations.forwards.one': '{count} aanvaller',
  'formations.forwards.other': '{count} aanvallers',
};

export const formationsMessages = { en, nl };
