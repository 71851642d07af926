import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Alert } from '../../../components/form/Alert.tsx';
import { MobileField } from '../../../components/form/MobileField.tsx';
import { useForm } from '../../../components/form/useForm.ts';
import { checkMobile, problems } from '../../../components/form/validate.ts';

interface Props {
  initial?: string;
  busy: boolean;
  message: string | null;
  onSend: (mobile: string) => void;
}

/** The mobile number an OTP goes to. */
export function MobileStep({ initial = '', busy, message, onSend }: Props) {
  const { t } = useTranslation('auth');
  const { values, set, errors, handleSubmit } = useForm({ mobile: initial }, (v) =>
    problems({ mobile: checkMobile(v.mobile) }),
  );

  return (
    <form noValidate onSubmit={handleSubmit((v) => onSend(v.mobile))}>
      <Alert text={message} />
      <MobileField id="otp-mobile" value={values.mobile} onChange={set('mobile')} error={errors.mobile} />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? t('sending') : t('sendOtp')}
      </button>
    </form>
  );
}
