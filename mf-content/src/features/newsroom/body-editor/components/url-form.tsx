import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@tribune/shared';

interface UrlFormProps {
  label: string;
  hint: string;
  submitLabel: string;
  cancelLabel: string;
  initialValue?: string;
  /** Handles the address typed; an error text (shown under the field) when it will not do. */
  onSubmit: (value: string) => string | null;
  onCancel: () => void;
  /** Further buttons (the link form's "Remove link"). */
  extra?: ReactNode;
}

/**
 * The small form the link and embed buttons open under the toolbar: one address field, its hint, the
 * error under it. The field has the focus when the form opens; Escape closes it.
 */
export function UrlForm({
  label,
  hint,
  submitLabel,
  cancelLabel,
  initialValue = '',
  onSubmit,
  onCancel,
  extra,
}: UrlFormProps) {
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = onSubmit(value);
    setError(refusal);
    if (refusal !== null) input.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form className="body-editor__form" onSubmit={submit} noValidate>
      <div className="field body-editor__field">
        <label htmlFor={fieldId}>{label}</label>
        <input
          ref={input}
          id={fieldId}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={closeOnEscape}
          aria-invalid={error !== null || undefined}
          aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
        />
        {error === null ? null : (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      </div>
      <div className="body-editor__form-buttons">
        <Button type="submit">{submitLabel}</Button>
        {extra}
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
