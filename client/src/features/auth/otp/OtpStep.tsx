import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Alert } from '../../../components/form/Alert.tsx';
import { DigitsField } from '../../../components/form/DigitsField.tsx';
import { useForm } from '../../../components/form/useForm.ts';
import { checkOtp, problems } from '../../../components/form/validate.ts';
import { ResendButton } from './ResendButton.tsx';

interface Props {
  mobile: string;
  busy: boolean;
  /** The server's refusal of the last attempt. */
  message: string | null;
  notice?: string | null;
  onVerify: (otp: string) => void;
  onResend: () => Promise<boolean>;
  onChangeMobile?: () => void;
  submitLabel?: string;
}

/** Entry of the 4-digit OTP sent to `mobile`, with a resend countdown. */
export function OtpStep({ mobile, busy, message, notice, onVerify, onResend, onChangeMobile, submitLabel }: Props) {
  const { t } = useTranslation('auth');
  const { values, set, errors, handleSubmit } = useForm({ otp: '' }, (v) => problems({ otp: checkOtp(v.otp) }));

  return (
    <form noValidate onSubmit={handleSubmit((v) => onVerify(v.otp))}>
      <p>{t('otpSentTo', { mobile })}</p>
      <Alert text={notice} tone="success" />
      <Alert text={message} />
      <DigitsField
        id="otp-code"
        label={t('otp')}
        digits={4}
        autoComplete="one-time-code"
        value={values.otp}
        onChange={set('otp')}
        error={errors.otp && t(errors.otp)}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? t('verifying') : (submitLabel ?? t('verifyOtp'))}
      </button>
      <div className="d-flex justify-content-between align-items-center mt-2">
        <ResendButton onResend={onResend} />
        {onChangeMobile ? (
          <button type="button" className="btn btn-link px-0" onClick={onChangeMobile}>
            {t('changeMobile')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
