import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link, useNavigate } from 'react-router-dom';
import { useRegisterAssessorMutation } from '../api.ts';
import { Alert } from '../../../components/form/Alert.tsx';
import { MobileField } from '../../../components/form/MobileField.tsx';
import { PasswordFields } from '../../../components/form/PasswordFields.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { screenMessage } from '../../../session/screenMessage.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { useForm } from '../../../components/form/useForm.ts';
import { emptyRegistration, registrationBody, validateRegistration, type RegistrationValues } from './registration.ts';
import { paths } from '../../../paths/paths.ts';

interface Props {
  /** Completing the record an OTP login made: its id, and its (verified, fixed) mobile. */
  assessorId?: string | undefined;
  initial?: Partial<RegistrationValues>;
}

/**
 * register-assesor. Then (spec §2): an unverified mobile goes to OTP verification; an already verified one waits for
 * approval.
 */
export function RegistrationForm({ assessorId, initial }: Props) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterAssessorMutation();
  const { values, set, errors, message, setMessage, handleSubmit } = useForm<RegistrationValues>(
    { ...emptyRegistration, ...initial },
    validateRegistration,
  );
  const err = (field: keyof RegistrationValues) => errors[field] && t(errors[field]);

  async function submit(values: RegistrationValues) {
    const result = await register({ body: registrationBody(values, assessorId) });
    if (!result.data) return setMessage(screenMessage(result.error, t('registerFailed')));
    if (result.data.isMobileVerified) await navigate(paths.approvalPending.to());
    else await navigate(paths.mobileOtp.to(), { state: { mobile: result.data.mobile } });
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <Alert text={message} />
      <TextField
        id="reg-name"
        label={t('fullName')}
        autoComplete="name"
        value={values.fullName}
        onChange={(e) => set('fullName')(e.target.value)}
        error={err('fullName')}
      />
      <TextField
        id="reg-email"
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={err('email')}
      />
      <MobileField
        id="reg-mobile"
        value={values.mobile}
        onChange={set('mobile')}
        error={errors.mobile}
        readOnly={Boolean(assessorId)}
      />
      <SelectField
        id="reg-toa"
        label={t('toaType')}
        placeholder={t('choose')}
        value={values.ToaType}
        error={err('ToaType')}
        options={(['Radiant', 'Self', 'None'] as const).map((value) => ({ value, label: t(`toa.${value}`) }))}
        onChange={(e) => set('ToaType')(e.target.value as RegistrationValues['ToaType'])}
      />
      <SelectField
        id="reg-fund"
        label={t('radiantFund')}
        placeholder={t('choose')}
        value={values.RadiantFundToa}
        error={err('RadiantFundToa')}
        options={[
          { value: 'yes', label: t('yes') },
          { value: 'no', label: t('no') },
        ]}
        onChange={(e) => set('RadiantFundToa')(e.target.value as RegistrationValues['RadiantFundToa'])}
      />
      <TextField
        id="reg-sip"
        label={t('sipId')}
        maxLength={50}
        value={values.assessorSipId}
        onChange={(e) => set('assessorSipId')(e.target.value)}
        error={err('assessorSipId')}
      />
      <PasswordFields
        idPrefix="reg"
        password={values.password}
        confirm={values.confirmPassword}
        onPassword={set('password')}
        onConfirm={set('confirmPassword')}
        errors={{ password: errors.password, confirmPassword: errors.confirmPassword }}
      />
      <div className="mb-3">
        <label className="form-check-touch">
          <input
            id="reg-terms"
            type="checkbox"
            className={`form-check-input${errors.acceptTermCondition ? ' is-invalid' : ''}`}
            checked={values.acceptTermCondition}
            onChange={(e) => set('acceptTermCondition')(e.target.checked)}
            aria-describedby={errors.acceptTermCondition ? 'reg-terms-error' : undefined}
          />
          <span>{t('acceptTerms')}</span>
        </label>
        <div id="reg-terms-error" className="invalid-feedback d-block" aria-live="polite">
          {errors.acceptTermCondition ? err('acceptTermCondition') : null}
        </div>
        <div className="small">
          <Link to={paths.terms.to()}>{t('readTerms')}</Link> · <Link to={paths.privacy.to()}>{t('readPrivacy')}</Link>
        </div>
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
        {isLoading ? t('registering') : t('register')}
      </button>
    </form>
  );
}
