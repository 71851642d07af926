import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export const RESEND_AFTER_S = 30;

interface Props {
  /** Resends; answers whether a new OTP went out (the countdown restarts then). */
  onResend: () => Promise<boolean>;
}

/** "Resend OTP" once 30 s have passed since the last send (the mock's limit), counting down until then. */
export function ResendButton({ onResend }: Props) {
  const { t } = useTranslation('auth');
  const [left, setLeft] = useState(RESEND_AFTER_S);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  async function resend() {
    setBusy(true);
    const sent = await onResend();
    setBusy(false);
    if (sent) setLeft(RESEND_AFTER_S);
  }

  return (
    <button type="button" className="btn btn-link px-0" disabled={left > 0 || busy} onClick={() => void resend()}>
      {left > 0 ? t('resendIn', { seconds: left }) : t('resendOtp')}
    </button>
  );
}
