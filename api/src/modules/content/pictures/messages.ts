/** Texts of the newsroom's pictures (issue 33), merged by i18n/messages.ts. Keys start with 'pictures.'. */
const en = {
  'pictures.unknownPicture': 'This picture does not exist.',
  'pictures.fileRequired': 'Choose a picture to upload.',
  'pictures.fileType': 'The picture must be a JPEG, PNG or WebP image.',
  'pictures.fileBroken': 'The picture could not be read: the file is damaged or not an image.',
  'pictures.fileMax': 'The picture may be at most {max} kilobytes.',
  'pictures.fileDimensions': 'The picture may be at most {max} × {max} pixels.',
  'pictures.altRequired': 'Describe the picture for people who cannot see it (alt text).',
  'pictures.altTooLong': 'The alt text may be at most {max} characters.',
  'pictures.cropsJson': 'The crops must be a JSON object with a crop per ratio.',
  'pictures.unknownRatio': 'There is no ratio {ratio}; the ratios are {ratios}.',
  'pictures.cropShape':
    'A crop is {"x", "y", "width", "height"}, each a fraction of the picture between 0 and 1, inside the picture.',
  'pictures.cropRatio': 'The crop for {ratio} must have that aspect ratio.',
  'pictures.cropTooSmall': 'The crop for {ratio} is smaller than one pixel.',
  'pictures.storageUnavailable': 'The picture storage cannot be reached. Please try again in a moment.',
  'attribute.file': 'picture',
  'attribute.alt': 'alt text',
  'attribute.crops': 'crops',
} as const;

const nl: Record<keyof typeof en, string> = {
  'pictures.unknownPicture': 'Deze foto bestaat niet.',
  'pictures.fileRequired': 'Kies een foto om te uploaden.',
  'pictures.fileType': 'De foto moet een JPEG-, PNG- of WebP-afbeelding zijn.',
  'pictures.fileBroken': 'De foto kan niet gelezen worden: het bestand is beschadigd of geen afbeelding.',
  'pictures.fileMax': 'De foto mag hoogstens {max} kilobytes groot zijn.',
  'pictures.fileDimensions': 'De foto mag hoogstens {max} × {max} pixels groot zijn.',
  'pictures.altRequired': 'Beschrijf de foto voor wie hem niet kan zien (alt-tekst).',
  'pictures.altTooLong': 'De alt-tekst mag hoogstens {max} tekens lang zijn.',
  'pictures.cropsJson': 'De uitsneden moeten een JSON-object zijn met een uitsnede per verhouding.',
  'pictures.unknownRatio': 'Er is geen verhouding {ratio}; de verhoudingen zijn {ratios}.',
  'pictures.cropShape':
    'Een uitsnede is {"x", "y", "width", "height"}, elk een deel van de foto tussen 0 en 1, binnen de foto.',
  'pictures.cropRatio': 'De uitsnede voor {ratio} moet die beeldverhouding hebben.',
  'pictures.cropTooSmall': 'De uitsnede voor {ratio} is kleiner dan één pixel.',
  'pictures.storageUnavailable': 'De opslag van foto’s is niet bereikbaar. Probeer het zo nog eens.',
  'attribute.file': 'foto',
  'attribute.alt': 'alt-tekst',
  'attribute.crops': 'uitsneden',
};

export const picturesMessages = { en, nl };
