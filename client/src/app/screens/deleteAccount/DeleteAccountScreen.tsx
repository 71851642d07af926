import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { blockNonDigitKeys, digitsOnly } from '../../../components/form/numericInput.ts';
import { useDeleteAccountMutation } from '../../../features/account/api.ts';
import { useResendOtpMutation, useSendOtpMutation } from '../../../features/auth/api.ts';
import { Alert } from '../../../components/form/Alert.tsx';
import { MobileField } from '../../../components/form/MobileField.tsx';
import { screenMessage } from '../../../session/screenMessage.ts';
import { ResendButton } from '../../../features/auth/otp/ResendButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useForm } from '../../../components/form/useForm.ts';
import { deleteBody, validateDelete, type DeleteValues, type Proof } from './deleteValues.ts';
import { paths } from '../../../paths/paths.ts';

/** /delete-account: the assessor confirms with mobile + OTP or password; afterwards logins are refused. */
export default function DeleteAccountScreen() {
  const { t } = useTranslation('auth');
  const [otpSent, setOtpSent] = useState(false);
  const { values, set, errors, setErrors, message, setMessage, handleSubmit } = useForm<DeleteValues>(
    { mobile: '', proof: 'otp', otp: '', password: '' },
    (current) => validateDelete(current, otpSent),
  );
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const [sendOtp, sending] = useSendOtpMutation();
  const [resendOtp] = useResendOtpMutation();
  const [deleteAccount, deleting] = useDeleteAccountMutation();

  async function send() {
    const problem = validateDelete(values, true).mobile;
    setErrors(problem ? { mobile: problem } : {});
    if (problem) return;
    const result = await sendOtp({ body: { mobile: values.mobile } });
    setMessage('data' in result ? null : screenMessage(result.error, ''));
    if ('data' in result) setOtpSent(true);
  }

  async function resend() {
    const result = await resendOtp({ body: { mobile: values.mobile } });
    setMessage('data' in result ? null : screenMessage(result.error, ''));
    return 'data' in result;
  }

  // Deleting is asked once more in a dialog before anything is sent.
  const submit = handleSubmit(() => setConfirming(true));

  async function confirm() {
    setConfirming(false);
    const result = await deleteAccount({ body: deleteBody(values) });
    if ('data' in result) setDone(true);
    else setMessage(screenMessage(result.error, t('requestFailed')));
  }

  if (done) {
    return (
      <section className="auth-card mx-auto text-center py-3">
        <h1 className="h3">{t('accountDeletedTitle')}</h1>
        <Alert text={t('accountDeletedText')} tone="success" />
        <Link to={paths.root.to()} className="btn btn-outline-primary w-100">
          {t('goToStart')}
        </Link>
      </section>
    );
  }

  return (
    <section className="auth-card mx-auto">
      <h1 className="h3 mb-1">{t('deleteTitle')}</h1>
      <p className="text-body-secondary">{t('deleteIntro')}</p>
      <form noValidate onSubmit={submit}>
        <Alert text={message} />
        <MobileField
          id="delete-mobile"
          value={values.mobile}
          onChange={set('mobile')}
          error={errors.mobile}
          readOnly={otpSent}
        />
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('confirmWith')}</legend>
          {(['otp', 'password'] as Proof[]).map((proof) => (
            <label className="form-check-touch" key={proof}>
              <input
                id={`delete-proof-${proof}`}
                type="radio"
                name="proof"
                className="form-check-input"
                checked={values.proof === proof}
                onChange={() => set('proof')(proof)}
              />
              <span>{t(`proof.${proof}`)}</span>
            </label>
          ))}
        </fieldset>
        {values.proof === 'password' ? (
          <TextField
            id="delete-password"
            label={t('password')}
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => set('password')(e.target.value)}
            error={errors.password && t(errors.password)}
          />
        ) : otpSent ? (
          <>
            <TextField
              id="delete-otp"
              label={t('otp')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={values.otp}
              onKeyDown={blockNonDigitKeys}
              onChange={(e) => set('otp')(digitsOnly(e, 4))}
              error={errors.otp && t(errors.otp)}
            />
            <ResendButton onResend={resend} />
          </>
        ) : (
          <div className="mb-3">
            <button
              type="button"
              className="btn btn-outline-primary w-100"
              disabled={sending.isLoading}
              onClick={() => void send()}
              aria-describedby={errors.otp ? 'delete-otp-error' : undefined}
            >
              {sending.isLoading ? t('sending') : t('sendOtp')}
            </button>
            <div id="delete-otp-error" className="text-danger small mt-1" aria-live="polite">
              {errors.otp ? t(errors.otp) : null}
            </div>
          </div>
        )}
        <button type="submit" className="btn btn-danger w-100" disabled={deleting.isLoading}>
          {deleting.isLoading ? t('deleting') : t('deleteAccount')}
        </button>
      </form>
      <ConfirmDialog
        show={confirming}
        title={t('deleteConfirmTitle')}
        confirmText={t('deleteAccount')}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {t('deleteConfirmText')}
      </ConfirmDialog>
    </section>
  );
}
