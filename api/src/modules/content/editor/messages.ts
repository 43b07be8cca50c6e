/** Texts of the editors' article API, merged by i18n/messages.ts. Keys start with 'editor.'. */
const en = {
  'editor.editorsOnly': 'Only editors can do this.',
  'editor.unknownArticle': 'This article does not exist.',
  'editor.unknownTag': 'There is no tag with this slug.',
  'editor.required': 'The {attribute} may not be empty.',
  'editor.tooLong': 'The {attribute} may be at most {max} characters.',
  'editor.badImage': 'The image must be an https:// address or a path on this site.',
  'editor.badDate': 'The publication time must be a date and time (ISO 8601).',
  'attribute.b_title': 'B title',
  'attribute.ab_testing': 'A/B test',
  'attribute.excerpt': 'excerpt',
  'attribute.content': 'content',
  'attribute.primary_tag': 'primary tag',
  'attribute.kind': 'kind',
  'attribute.is_sticky': 'sticky',
  'attribute.hide_in_lists': 'hide in lists',
  'attribute.web_push': 'web push',
  'attribute.published_at': 'publication time',
} as const;

const nl: Record<keyof typeof en, string> = {
  'editor.editorsOnly': 'Alleen redacteuren kunnen dit doen.',
  'editor.unknownArticle': 'Dit artikel bestaat niet.',
  'editor.unknownTag': 'Er is geen tag met deze slug.',
  'editor.required': 'De {attribute} mag niet leeg zijn.',
  'editor.tooLong': 'De {attribute} mag hoogstens {max} tekens lang zijn.',
  'editor.badImage': 'De afbeelding moet een https://-adres of een pad op deze site zijn.',
  'editor.badDate': 'Het publicatietijdstip moet een datum en tijd zijn (ISO 8601).',
  'attribute.b_title': 'B-titel',
  'attribute.ab_testing': 'A/B-test',
  'attribute.excerpt': 'samenvatting',
  'attribute.content': 'inhoud',
  'attribute.primary_tag': 'hoofdtag',
  'attribute.kind': 'soort',
  'attribute.is_sticky': 'vastgezet',
  'attribute.hide_in_lists': 'verbergen in lijsten',
  'attribute.web_push': 'webpush',
  'attribute.published_at': 'publicatietijdstip',
};

export const editorMessages = { en, nl };
