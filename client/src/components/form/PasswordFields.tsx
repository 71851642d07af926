import { useTranslation } from '../../i18n/useTranslation.ts';
import { TextField } from './TextField.tsx';

interface Props {
  idPrefix: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
}

/** New password and its confirmation, with the password rule as a hint. */
export function PasswordFields({ idPrefix, password, confirm, onPassword, onConfirm, errors }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={t('newPasswordLabel')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errors.password && t(errors.password)}
      />
      <p className="form-text mb-3">{t('passwordHint')}</p>
      <TextField
        id={`${idPrefix}-confirm`}
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={errors.confirmPassword && t(errors.confirmPassword)}
      />
    </>
  );
}
