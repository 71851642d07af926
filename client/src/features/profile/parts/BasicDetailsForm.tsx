import { indiaIsoDay } from '@assessor/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { blockNonDigitKeys } from '../../../components/form/numericInput.ts';
import { useForm } from '../../../components/form/useForm.ts';
import { useGetCitiesMutation, useGetStatesMutation } from '../api.ts';
import { checkDob, checkLength, checkPinCode, required } from '../checks.ts';
import { dashOfIso, isoOfDash } from '../dates.ts';
import { SearchField } from './SearchField.tsx';

export interface BasicValues {
  fullName: string;
  gender: string;
  dob: string;
  address: string;
  state: string;
  district: string;
  pincode: string;
  modeofAgreement: string;
}

const genders = ['male', 'female', 'transgender', 'notSpecify'];
const modes = ['payroll', 'freelance'];

function validate(v: BasicValues, stateNames: readonly string[]) {
  const found: Partial<Record<keyof BasicValues, string | undefined>> = {
    fullName: checkLength(v.fullName, 2, 50),
    gender: required(v.gender),
    dob: checkDob(v.dob, indiaIsoDay()),
    address: checkLength(v.address, 3, 250),
    state:
      checkLength(v.state, 3, 100) ?? (stateNames.length && !stateNames.includes(v.state) ? 'errors.state' : undefined),
    district: checkLength(v.district, 3, 100),
    pincode: checkPinCode(v.pincode),
    modeofAgreement: required(v.modeofAgreement),
  };
  return Object.fromEntries(Object.entries(found).filter(([, key]) => key)) as Partial<
    Record<keyof BasicValues, string>
  >;
}

/** The values as sent: the date as the API writes it (dd-mm-yyyy), free text trimmed. */
const sentOf = (values: BasicValues): BasicValues => ({
  ...values,
  dob: dashOfIso(values.dob),
  fullName: values.fullName.trim(),
  address: values.address.trim(),
});

/** Edit the basic details: gender, dob (18 or older), address, state and district (searchable), PIN code, mode of agreement. */
export function BasicDetailsForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: BasicValues;
  onSave: (values: BasicValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const [getStates, statesAnswer] = useGetStatesMutation();
  const [getCities, citiesAnswer] = useGetCitiesMutation();
  const states = statesAnswer.data?.states ?? [];
  const { values, set, errors, handleSubmit } = useForm<BasicValues>(
    () => ({ ...initial, dob: isoOfDash(initial.dob) }),
    (current) =>
      validate(
        sentOf(current),
        states.map((state) => state.name),
      ),
  );
  const fipsCode = states.find((state) => state.name === values.state)?.fipsCode;

  useEffect(() => {
    void getStates({ body: { country: 'India' } });
  }, [getStates]);
  useEffect(() => {
    if (fipsCode) void getCities({ body: { fipsCode } });
  }, [fipsCode, getCities]);

  const submit = handleSubmit((current) => onSave(sentOf(current)));
  // Another state's districts differ: the chosen one goes with the state it belonged to.
  const setState = (state: string) => {
    if (state !== values.state) set('district')('');
    set('state')(state);
  };

  const error = (field: keyof BasicValues) => errors[field] && t(errors[field]!);
  return (
    <form noValidate onSubmit={submit} className="card card-body mb-3">
      <h2 className="h5">{t('editBasic')}</h2>
      <TextField
        id="basic-fullName"
        label={t('fields.fullName')}
        value={values.fullName}
        autoComplete="name"
        error={error('fullName')}
        onChange={(e) => set('fullName')(e.target.value)}
      />
      <SelectField
        id="basic-gender"
        label={t('fields.gender')}
        placeholder={t('choose')}
        value={values.gender}
        error={error('gender')}
        options={genders.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
        onChange={(e) => set('gender')(e.target.value)}
      />
      <TextField
        id="basic-dob"
        label={t('fields.dob')}
        type="date"
        value={values.dob}
        error={error('dob')}
        onChange={(e) => set('dob')(e.target.value)}
      />
      <TextField
        id="basic-address"
        label={t('fields.address')}
        value={values.address}
        autoComplete="street-address"
        error={error('address')}
        onChange={(e) => set('address')(e.target.value)}
      />
      <SearchField
        id="basic-state"
        label={t('fields.state')}
        options={states.map((s) => s.name)}
        value={values.state}
        error={error('state')}
        onChange={setState}
      />
      <SearchField
        id="basic-district"
        label={t('fields.district')}
        options={fipsCode ? (citiesAnswer.data?.cities ?? []).map((c) => c.name) : []}
        value={values.district}
        error={error('district')}
        onChange={set('district')}
      />
      <TextField
        id="basic-pincode"
        label={t('fields.pincode')}
        inputMode="numeric"
        maxLength={6}
        value={values.pincode}
        onKeyDown={blockNonDigitKeys}
        autoComplete="postal-code"
        error={error('pincode')}
        onChange={(e) => set('pincode')(e.target.value.replace(/\D/g, ''))}
      />
      <SelectField
        id="basic-mode"
        label={t('fields.modeofAgreement')}
        placeholder={t('choose')}
        value={values.modeofAgreement}
        error={error('modeofAgreement')}
        options={modes.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
        onChange={(e) => set('modeofAgreement')(e.target.value)}
      />
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary flex-fill" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn-primary flex-fill">
          {t('save')}
        </button>
      </div>
    </form>
  );
}
