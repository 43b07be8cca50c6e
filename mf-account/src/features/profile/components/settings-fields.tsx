import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface Described {
  /** The server's message for this field: marks it invalid and describes it. */
  error?: string | undefined;
  /** A lasting note under the field (a pending e-mail change, a length limit). */
  hint?: ReactNode;
}

/** The ids the control points at with aria-describedby: the hint first, then the error. */
function describedBy(id: string, { error, hint }: Described) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Notes({ id, error, hint }: Described & { id: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="profile-settings__hint">
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

type TextFieldProps = Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; name: string };

/** A labelled input (the UI kit's `.field`) with its hint and error under it. */
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
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

type SelectFieldProps = Described &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    label: string;
    name: string;
    options: { value: string; label: string }[];
    emptyLabel: string;
  };

/** A labelled select; the empty first option means "not filled in". */
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
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

type CheckFieldProps = Described &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { label: string; name: string };

/** A checkbox with its label beside it (a 44 px high row, so it is easy to hit on a phone). */
export function CheckField({ label, error, hint, ...input }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="profile-settings__check">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}
