import { useTranslation } from '../../i18n/useTranslation.ts';
import { DigitsField } from './DigitsField.tsx';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  readOnly?: boolean;
}

/** A 10-digit mobile number. */
export function MobileField({ id, value, onChange, error, readOnly }: Props) {
  const { t } = useTranslation('auth');
  return (
    <DigitsField
      id={id}
      label={t('mobile')}
      digits={10}
      autoComplete="tel-national"
      value={value}
      readOnly={readOnly}
      onChange={onChange}
      error={error && t(error)}
    />
  );
}
