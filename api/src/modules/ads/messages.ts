/** Texts of ADS-01: ads, merged by i18n/messages.ts. Keys start with 'ads.'. */
const en = {
  'ads.unknownAd': 'This site has no ad in this slot.',
  'ads.slugInvalid': 'A slot name is 1 to 60 lowercase letters, digits and single dashes, such as home-top.',
  'ads.contentEmpty': 'The ad has no content left after cleaning: use text, images and links.',
  'ads.alternativeEmpty': 'The alternative content has nothing left after cleaning: use text, images and links.',
  'attribute.alternative_content': 'alternative content',
  'attribute.width': 'width',
  'attribute.height': 'height',
  'attribute.slug': 'slot name',
} as const;

const nl: Record<keyof typeof en, string> = {
  'ads.unknownAd': 'Deze site heeft geen advertentie op deze plek.',
  'ads.slugInvalid': 'Een plaatsnaam bestaat uit 1 tot 60 kleine letters, cijfers en enkele streepjes, zoals home-top.',
  'ads.contentEmpty': 'Na het opschonen blijft er niets van de advertentie over: gebruik tekst, afbeeldingen en links.',
  'ads.alternativeEmpty':
    'Na het opschonen blijft er niets van de alternatieve inhoud over: gebruik tekst, afbeeldingen en links.',
  'attribute.alternative_content': 'alternatieve inhoud',
  'attribute.width': 'breedte',
  'attribute.height': 'hoogte',
  'attribute.slug': 'plaatsnaam',
};

export const adsMessages = { en, nl };
