/** Texts of the match operator API (MC-03 simulator), merged into the API's dictionary by i18n/messages.ts. */
const en = {
  'matchOperator.unknownFixture': 'Unknown fixture.',
  'matchOperator.nothingToStart': 'No scheduled match is left to start.',
  'matchOperator.notPlayable': 'This match cannot be played: it is finished, postponed or cancelled.',
  'matchOperator.notSimulated': 'This match comes from a data provider, not from the simulator.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'matchOperator.unknownFixture': 'Onbekende wedstrijd.',
  'matchOperator.nothingToStart': 'Er is geen geplande wedstrijd meer om te starten.',
  'matchOperator.notPlayable': 'Deze wedstrijd kan niet gespeeld worden: hij is afgelopen, uitgesteld of afgelast.',
  'matchOperator.notSimulated': 'Deze wedstrijd komt van een dataleverancier, niet van de simulator.',
};

export const matchOperatorMessages = { en, nl };
