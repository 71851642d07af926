import type { ReactNode } from 'react';

interface FrameProps {
  id: string;
  label: string;
  /** Already translated message shown beside the field. */
  error?: string | undefined;
  children: ReactNode;
}

const errorIdOf = (id: string) => `${id}-error`;

/** What a control needs so screen readers tie it to its message. */
export function invalidProps(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorIdOf(id) : undefined };
}

/** The label above a form control and its validation message below it. */
export function FieldFrame({ id, label, error, children }: FrameProps) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {/* Always rendered, so screen readers announce a message as it appears (styles hide it while empty). */}
      <div id={errorIdOf(id)} className="invalid-feedback d-block" aria-live="polite">
        {error}
      </div>
    </div>
  );
}
