import { useTranslation } from '../../../i18n/useTranslation.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { blockNonDigitKeys } from '../../../components/form/numericInput.ts';
import { useForm, type FormErrors } from '../../../components/form/useForm.ts';
import { indianBanks } from '../banks.ts';
import { checkAccount, checkIfsc, checkLength, required } from '../checks.ts';
import type { BankValues } from '../drafts.ts';

type Values = BankValues & { confirmAccount: string };
const empty: Values = {
  accountHolderName: '',
  bankName: '',
  bankAccount: '',
  confirmAccount: '',
  bankIFSC: '',
  bankBranchName: '',
};

/** The form's fields from the saved account (only those: the answer carries ids and more); the confirmation empty. */
const fromSaved = (saved: Partial<Record<keyof BankValues, string | null>> | null): Values => ({
  ...empty,
  ...Object.fromEntries(Object.keys(empty).map((name) => [name, saved?.[name as keyof BankValues] ?? ''])),
});

/** The values as sent: the IFSC in capitals, names trimmed. */
const cleanOf = (values: Values): Values => ({
  ...values,
  bankIFSC: values.bankIFSC.trim().toUpperCase(),
  accountHolderName: values.accountHolderName.trim(),
  bankBranchName: values.bankBranchName.trim(),
});

function validate(v: Values): FormErrors<Values> {
  const found: Partial<Record<keyof Values, string | undefined>> = {
    accountHolderName: checkLength(v.accountHolderName, 2, 100),
    bankName: required(v.bankName),
    bankAccount: checkAccount(v.bankAccount),
    confirmAccount: v.confirmAccount === v.bankAccount ? undefined : 'errors.accountsDiffer',
    bankIFSC: checkIfsc(v.bankIFSC),
    bankBranchName: checkLength(v.bankBranchName, 2, 100),
  };
  return Object.fromEntries(Object.entries(found).filter(([, key]) => key)) as FormErrors<Values>;
}

interface Props {
  /** The saved account, when editing it: its fields are filled in, the account number asked for twice again. */
  saved: Partial<Record<keyof BankValues, string | null>> | null;
  onSave: (values: BankValues) => Promise<void> | void;
  onCancel: () => void;
}

/** Add or update the bank account. */
export function BankForm({ saved, onSave, onCancel }: Props) {
  const { t } = useTranslation('profile');
  const { values, set, errors, handleSubmit } = useForm<Values>(
    () => fromSaved(saved),
    (current) => validate(cleanOf(current)),
  );
  const submit = handleSubmit(async (current) => {
    const { confirmAccount: _confirm, ...body } = cleanOf(current);
    await onSave(body);
  });

  const field = (name: keyof Values, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`bank-${name}`}
      label={t(`fields.${name}`)}
      value={values[name]}
      error={errors[name] && t(errors[name]!)}
      onChange={(event) => set(name)(event.target.value)}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="card card-body mb-3">
      {field('accountHolderName', { autoComplete: 'name' })}
      <SelectField
        id="bank-bankName"
        label={t('fields.bankName')}
        placeholder={t('choose')}
        value={values.bankName}
        error={errors.bankName && t(errors.bankName)}
        options={indianBanks.map((bank) => ({ value: bank, label: bank }))}
        onChange={(event) => set('bankName')(event.target.value)}
      />
      {field('bankAccount', { inputMode: 'numeric', maxLength: 18, onKeyDown: blockNonDigitKeys, autoComplete: 'off' })}
      {field('confirmAccount', {
        inputMode: 'numeric',
        maxLength: 18,
        onKeyDown: blockNonDigitKeys,
        autoComplete: 'off',
      })}
      {field('bankIFSC', {
        maxLength: 11,
        autoCapitalize: 'characters',
        onChange: (event) => set('bankIFSC')(event.target.value.toUpperCase()),
      })}
      {field('bankBranchName')}
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
