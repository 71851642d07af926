import { useTranslation } from '../../i18n/useTranslation.ts';
import { Alert } from '../../components/form/Alert.tsx';
import { PasswordFields } from '../../components/form/PasswordFields.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { checkConfirm, checkPassword, problems } from '../../components/form/validate.ts';
import { notify } from '../../lib/toastStore.ts';
import { selectAssessorId } from '../../session/authSlice.ts';
import { screenMessage } from '../../session/screenMessage.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { AccountSettingsNav } from './AccountSettingsNav.tsx';
import { useChangePasswordMutation } from './api.ts';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

const blank: Values = { oldPassword: '', password: '', confirmPassword: '' };

function validate(v: Values) {
  return problems({
    oldPassword: v.oldPassword ? undefined : 'currentRequired',
    password: checkPassword(v.password) ?? (v.password === v.oldPassword ? 'samePassword' : undefined),
    confirmPassword: checkConfirm(v.password, v.confirmPassword),
  });
}

/**
 * `/account-setting/change-password`: the current password, then the new one twice. Sent at once (not through the
 * outbox): the assessor needs the answer, e.g. that the current password is wrong. Other devices are signed out.
 */
export default function ChangePasswordScreen() {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const id = useAppSelector(selectAssessorId) ?? '';
  const [change, state] = useChangePasswordMutation();
  const form = useForm<Values>(blank, validate);
  const { values, set, errors } = form;
  const message = (key: string | undefined) =>
    key && (key === 'currentRequired' || key === 'samePassword' ? t(`errors.${key}`) : tAuth(key));

  const send = form.handleSubmit(async (v) => {
    const result = await change({ params: { id }, body: v });
    if ('error' in result) {
      form.setMessage(screenMessage(result.error, t('failed')));
      return;
    }
    notify.success(t('changed'));
    set('oldPassword')('');
    set('password')('');
    set('confirmPassword')('');
  });

  return (
    <section>
      <h1 className="h4 mb-3">{t('title')}</h1>
      <AccountSettingsNav />
      <form noValidate onSubmit={send} className="card card-body">
        <h2 className="h5">{t('changePassword')}</h2>
        <Alert text={form.message} />
        <TextField
          id="change-current"
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={(event) => set('oldPassword')(event.target.value)}
          error={message(errors.oldPassword)}
        />
        <PasswordFields
          idPrefix="change"
          password={values.password}
          confirm={values.confirmPassword}
          onPassword={set('password')}
          onConfirm={set('confirmPassword')}
          errors={{
            password: errors.password === 'samePassword' ? undefined : errors.password,
            confirmPassword: errors.confirmPassword,
          }}
        />
        {errors.password === 'samePassword' ? (
          <p className="text-danger small" role="alert">
            {t('errors.samePassword')}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary w-100" disabled={state.isLoading}>
          {state.isLoading ? t('saving') : t('save')}
        </button>
      </form>
    </section>
  );
}
