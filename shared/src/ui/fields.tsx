import {
  useId,
  type ComponentPropsWithRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** What every field may show under its control; both become part of its accessible description. */
interface NotesProps {
  /** The server's message for this field: marks the control invalid and describes it. */
  error?: string | undefined;
  /** A lasting note under the field (a pending e-mail change, a length limit, the accepted files). */
  hint?: ReactNode;
}

interface Labelled {
  label: string;
  name: string;
}

/** The ids the control points at with aria-describedby: the hint first, then the error. */
function describedBy(id: string, { error, hint }: NotesProps): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The hint and the error under a control, with the ids `describedBy` points at. */
function FieldNotes({ id, error, hint }: NotesProps & { id: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextFieldProps = NotesProps & Labelled & Omit<ComponentPropsWithRef<'input'>, 'id'>;

/**
 * A labelled input (`.field`) with its hint and the server's error under it. The id is generated, so
 * the label, hint and error are always tied to this input; every other input attribute, `ref` included
 * (a file input is reset through it), passes through.
 */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...input}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

type TextAreaFieldProps = NotesProps & Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line text field (a message, a comment) with its hint and error under it. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...textarea}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

type SelectFieldProps = NotesProps &
  Labelled &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: { value: string; label: string }[];
    /** The text of the empty first option, which means "not filled in" (its value is ''). */
    emptyLabel: string;
  };

/** A labelled select whose first option is the empty one, with its hint and error under it. */
export function SelectField({ label, error, hint, options, emptyLabel, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...select}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

type CheckFieldProps = NotesProps & Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/**
 * A checkbox with its label beside it (`.check-field`: a 44 px high row, so it is easy to hit on a
 * phone), with its hint and error under the label.
 */
export function CheckField({ label, error, hint, ...input }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="check-field">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
