import { useTranslation } from 'react-i18next';
import { blockNonDigitKeys, digitsOnly } from '../../../components/numericInput.ts';
import { TextField } from '../TextField.tsx';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  readOnly?: boolean;
}

/** A 10-digit mobile number: numeric keyboard, digits only (spec §5). */
export function MobileField({ id, value, onChange, error, readOnly }: Props) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      label={t('mobile')}
      type="text"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      value={value}
      readOnly={readOnly}
      onKeyDown={blockNonDigitKeys}
      onChange={(event) => onChange(digitsOnly(event, 10))}
      error={error && t(error)}
    />
  );
}
