/** Texts of COL-01: collections, merged by i18n/messages.ts. Keys start with 'collections.'. */
const en = {
  'collections.unknownCollection': 'This collection does not exist.',
  'collections.unknownField': 'This collection has no field {field}.',
  'collections.noOptions': 'Only a text field has options.',
  'collections.tooMany': 'At most {max} of these may be given.',
  'collections.badFilter': 'A filter is a field id and a value, separated by a comma (filter[]=3,Defender).',
  'collections.badSlider': 'A slider is a field id, a minimum and a maximum, separated by commas (sliders[]=4,10,200).',
  'collections.badNumber': '“{value}” is not a number.',
  'collections.minOverMax': 'The minimum ({min}) is larger than the maximum ({max}).',
  'collections.badDates':
    'A date range is a field id and two dates MM/DD/YYYY with a dash between them (dates[]=5,01/31/1990-12/31/1999).',
  'collections.badDate': '“{value}” is not a date in the form MM/DD/YYYY.',
  'collections.startAfterEnd': 'The first date comes after the last.',
  'collections.notFilterable': 'The field {field} cannot be filtered on.',
  'collections.wrongType': 'The field {field} holds {type} values and cannot be filtered this way.',
  'collections.badSort': 'A sort is a field id followed by a (ascending) or d (descending), such as 4d.',
  'collections.notSortable': 'The field {field} cannot be sorted on.',
  'collections.badOffset': 'The offset is a page number from 0 up to {max}.',
  'collections.type.text': 'text',
  'collections.type.number': 'number',
  'collections.type.decimal': 'decimal',
  'collections.type.datetime': 'date',
  'collections.showMore': 'Show more',
  'collections.card.link': 'More about {title}',
} as const;

const nl: Record<keyof typeof en, string> = {
  'collections.unknownCollection': 'Deze collectie bestaat niet.',
  'collections.unknownField': 'Deze collectie heeft geen veld {field}.',
  'collections.noOptions': 'Alleen een tekstveld heeft opties.',
  'collections.tooMany': 'Hiervan mogen er hoogstens {max} worden meegegeven.',
  'collections.badFilter':
    'Een filter is een veld-id en een waarde, gescheiden door een komma (filter[]=3,Verdediger).',
  'collections.badSlider':
    'Een schuifregelaar is een veld-id, een minimum en een maximum, gescheiden door komma’s (sliders[]=4,10,200).',
  'collections.badNumber': '“{value}” is geen getal.',
  'collections.minOverMax': 'Het minimum ({min}) is groter dan het maximum ({max}).',
  'collections.badDates':
    'Een datumbereik is een veld-id en twee datums MM/DD/YYYY met een streepje ertussen (dates[]=5,01/31/1990-12/31/1999).',
  'collections.badDate': '“{value}” is geen datum in de vorm MM/DD/YYYY.',
  'collections.startAfterEnd': 'De eerste datum ligt na de laatste.',
  'collections.notFilterable': 'Op het veld {field} kan niet worden gefilterd.',
  'collections.wrongType': 'Het veld {field} bevat waarden van het type {type} en kan zo niet worden gefilterd.',
  'collections.badSort': 'Een sortering is een veld-id gevolgd door a (oplopend) of d (aflopend), zoals 4d.',
  'collections.notSortable': 'Op het veld {field} kan niet worden gesorteerd.',
  'collections.badOffset': 'De offset is een paginanummer van 0 tot en met {max}.',
  'collections.type.text': 'tekst',
  'collections.type.number': 'getal',
  'collections.type.decimal': 'decimaal getal',
  'collections.type.datetime': 'datum',
  'collections.showMore': 'Toon meer',
  'collections.card.link': 'Meer over {title}',
};

export const collectionsMessages = { en, nl };
