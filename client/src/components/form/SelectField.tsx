import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, invalidProps } from './FieldFrame.tsx';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string | undefined;
}

/** A labelled select with its validation message. */
export function SelectField({ id, label, options, placeholder, error, ...select }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select id={id} className={`form-select${error ? ' is-invalid' : ''}`} {...invalidProps(id, error)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
