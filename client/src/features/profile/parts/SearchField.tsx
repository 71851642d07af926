import type { InputHTMLAttributes } from 'react';
import { FieldFrame, invalidProps } from '../../../components/form/FieldFrame.tsx';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A text field that suggests matching options as the assessor types (states, districts, job roles). */
export function SearchField({ id, label, options, value, onChange, error, ...input }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        list={`${id}-options`}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(id, error)}
        {...input}
      />
      <datalist id={`${id}-options`}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </FieldFrame>
  );
}
