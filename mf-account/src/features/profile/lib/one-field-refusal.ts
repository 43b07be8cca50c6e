import { toFormErrors } from '@tribune/shared';

/**
 * For `useApiForm`'s `layOutFailure` in a form of one field (the club, the e-mail address that confirms
 * a deletion): every message of a 422 goes under that field, so the form's own alert is left for the
 * failures that are not about what was typed or chosen.
 */
export function oneFieldRefusal<Field extends string>(field: Field) {
  return (error: unknown) => {
    const formErrors = toFormErrors(error, [field]);
    if (!formErrors) return null;
    const message = formErrors.fields[field] ?? formErrors.formMessage;
    const fields: Partial<Record<Field, string>> = {};
    if (message !== null) fields[field] = message;
    return { fields, formMessages: [] };
  };
}
