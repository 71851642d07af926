import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isApiError, type ApiError } from '../../api/types.ts';
import { signedOutMessageKeys } from '../../session/messages.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import type { AppDispatch } from '../../store/types.ts';
import { loggedIn, selectSignedOutReason } from '../../session/authSlice.ts';
import { completionFrom, mobileFrom, userDataFrom } from './loginOutcome.ts';
import type { LoginFailure } from './loginFailure.ts';
import { Alert } from '../../components/form/Alert.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { validateLogin, type LoginValues } from './validateLogin.ts';
import { paths } from '../../paths/paths.ts';

/**
 * The request layer (RTK Query in `./api.ts`, and the HTTP client it imports) is not in the login screen's first load:
 * it is fetched when the assessor starts on the form (a field takes the focus), while they type, so its work does not
 * block the screen's first seconds. The build preloads a dynamic import's own imports beside it. A failure here is
 * told when the assessor sends (logIn below).
 */
function preloadApi() {
  void import('./api.ts').catch(() => undefined);
}

/** A code chunk that could not be fetched (first visit, the network gone): the same answer as a request that failed. */
const unreachable = { error: { status: 'NETWORK', message: 'Network Error' } satisfies ApiError };

async function logIn(dispatch: AppDispatch, body: { email: string; password: string }) {
  const loaded = await import('./api.ts').catch(() => null);
  if (!loaded) return unreachable;
  const request = dispatch(loaded.authApi.endpoints.loginAssessor.initiate({ body }));
  try {
    return await request;
  } finally {
    request.reset();
  }
}

export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedOutReason = useAppSelector(selectSignedOutReason);
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [isLoading, setLoading] = useState(false);
  const {
    values,
    set: change,
    errors,
    message: serverMessage,
    setMessage: setServerMessage,
    handleSubmit,
  } = useForm<LoginValues>({ email: '', password: '' }, validateLogin);

  // After a wrong password or a lockout, the ways in that still work (OTP login, a new password) are offered.
  const [waysIn, setWaysIn] = useState(false);
  const failureText = (failure: LoginFailure) =>
    failure.kind === 'other' ? failure.message : t(`${failure.kind}For`, { count: failure.count });

  async function submit(values: LoginValues) {
    setWaysIn(false);
    setLoading(true);
    const result = await logIn(dispatch, { email: values.email.trim(), password: values.password }).finally(() =>
      setLoading(false),
    );
    if ('data' in result && result.data) {
      dispatch(loggedIn({ token: result.data.token, userData: userDataFrom(result.data) }));
      return;
    }
    const error = 'error' in result && isApiError(result.error) ? result.error : undefined;
    // 422: mobile not verified (the server sent an OTP); 426: profile not created; 423 (locked) shows its message.
    if (error?.status === 422) await navigate(paths.mobileOtp.to(), { state: { mobile: mobileFrom(error) } });
    else if (error?.status === 426)
      await navigate(paths.completeRegistration.to(), {
        state: { ...completionFrom(error), email: values.email.trim() },
      });
    else {
      // Read only after a failure, so its code is not part of the login screen's first load.
      const failure: LoginFailure = await import('./loginFailure.ts').then(
        ({ loginFailure }) => loginFailure(error, t('loginFailed')),
        () => ({ kind: 'other', message: t('networkError', { ns: 'errors' }) }),
      );
      setServerMessage(failureText(failure));
      // A wrong password or a lockout: clear the field and offer the ways in that still work. Other refusals (approval
      // pending, a deleted account) keep the password, which was right.
      const refused = failure.kind !== 'other' || error?.status === 423;
      setWaysIn(refused);
      if (refused) change('password')('');
    }
  }

  return (
    <section className="auth-card mx-auto">
      <div className="d-flex justify-content-end mb-3">
        <LanguageSwitch />
      </div>
      <h1 className="h3 mb-1">{t('loginTitle')}</h1>
      <p className="text-body-secondary">{t('loginIntro')}</p>
      {notice === 'passwordReset' && !serverMessage ? <Alert text={t('passwordResetDone')} tone="success" /> : null}
      {signedOutReason ? (
        <div className="alert alert-warning" role="alert">
          {t(signedOutMessageKeys[signedOutReason], { ns: 'errors' })}
        </div>
      ) : null}
      {serverMessage ? (
        <div className="alert alert-danger" role="alert">
          {serverMessage}
          {waysIn ? (
            <span className="d-block mt-2">
              {t('otherWaysIn')}{' '}
              <Link to={paths.otpLogin.to()} className="alert-link">
                {t('loginWithOtp')}
              </Link>
              {' · '}
              <Link to={paths.forgotPassword.to()} className="alert-link">
                {t('forgotPassword')}
              </Link>
            </span>
          ) : null}
        </div>
      ) : null}
      <form noValidate onSubmit={handleSubmit(submit)} onFocus={preloadApi}>
        <TextField
          id="login-email"
          label={t('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={values.email}
          onChange={(event) => change('email')(event.target.value)}
          error={errors.email && t(errors.email)}
        />
        <TextField
          id="login-password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password')(event.target.value)}
          error={errors.password && t(errors.password)}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
          {isLoading ? t('loggingIn') : t('logIn')}
        </button>
      </form>
      <div className="d-flex justify-content-between mt-3">
        <Link to={paths.forgotPassword.to()}>{t('forgotPassword')}</Link>
        <Link to={paths.otpLogin.to()}>{t('loginWithOtp')}</Link>
      </div>
      <p className="mt-3 text-center">
        <Link to={paths.signup.to()}>{t('signUp')}</Link>
      </p>
    </section>
  );
}
