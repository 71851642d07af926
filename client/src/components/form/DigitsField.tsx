import { blockNonDigitKeys, digitsOnly } from './numericInput.ts';
import { TextField } from './TextField.tsx';

interface Props {
  id: string;
  label: string;
  /** How many digits the field takes. */
  digits: number;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  /** Already translated message shown beside the field. */
  error?: string | undefined;
  readOnly?: boolean | undefined;
}

/** A fixed-length number (mobile, OTP): numeric keyboard, digits only (spec §5). */
export function DigitsField({ digits, onChange, ...field }: Props) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      maxLength={digits}
      onKeyDown={blockNonDigitKeys}
      onChange={(event) => onChange(digitsOnly(event, digits))}
      {...field}
    />
  );
}
