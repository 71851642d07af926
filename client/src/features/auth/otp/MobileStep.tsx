import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../parts/Alert.tsx';
import { MobileField } from '../parts/MobileField.tsx';
import { checkMobile } from '../validate.ts';

interface Props {
  initial?: string;
  busy: boolean;
  message: string | null;
  onSend: (mobile: string) => void;
}

/** The mobile number an OTP goes to. */
export function MobileStep({ initial = '', busy, message, onSend }: Props) {
  const { t } = useTranslation('auth');
  const [mobile, setMobile] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkMobile(mobile);
    setError(problem);
    if (!problem) onSend(mobile);
  }

  return (
    <form noValidate onSubmit={submit}>
      <Alert text={message} />
      <MobileField id="otp-mobile" value={mobile} onChange={setMobile} error={error} />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? t('sending') : t('sendOtp')}
      </button>
    </form>
  );
}
