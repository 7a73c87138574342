import { useId, useState, type InputHTMLAttributes } from 'react';
import './form-field.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and tied to it (aria-describedby); the field is then invalid. */
  error?: string;
  /** For a password: the label of the button that shows it as text. */
  revealLabel?: string;
}

const eye = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z';

/**
 * A labelled input with its error, drawn like antd's but of plain elements: for the sign-in page,
 * which loads no antd. A `revealLabel` makes it a password field with a show/hide button.
 */
export function FormField({ label, error, revealLabel, type, ...input }: FormFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="tabib-field">
      <label htmlFor={id}>{label}</label>
      <div className="tabib-input-box" data-invalid={error ? '' : undefined}>
        <input
          id={id}
          type={revealLabel && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {revealLabel ? (
          <button type="button" aria-label={revealLabel} aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
              <path d={eye} />
              <circle cx="12" cy="12" r="3" />
              {revealed ? null : <path d="M3 21L21 3" />}
            </svg>
          </button>
        ) : null}
      </div>
      {error ? (
        <div id={errorId} className="tabib-field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
