import type { InputHTMLAttributes } from 'react';
import { FieldFrame, invalidProps } from './FieldFrame.tsx';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Already translated message shown beside the field. */
  error?: string | undefined;
}

/** A labelled input with its validation message, wired for screen readers. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input id={id} className={`form-control${error ? ' is-invalid' : ''}`} {...invalidProps(id, error)} {...input} />
    </FieldFrame>
  );
}
