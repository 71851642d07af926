import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { blockNonDigitKeys } from '../../components/form/numericInput.ts';
import { notify } from '../../components/toasts/toastStore.ts';
import { OutboxList } from '../../outbox/OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from '../../outbox/useOutbox.ts';
import { screenMessage } from '../../session/screenMessage.ts';
import { useBankDetailsQuery, useDeleteBankDetailsMutation } from './api.ts';
import { indianBanks } from './banks.ts';
import { checkAccount, checkIfsc, checkLength, masked, required } from './checks.ts';
import { bankDraft, sectionScope, type BankValues } from './drafts.ts';
import { useAssessorId } from './useAssessor.ts';

type Values = BankValues & { confirmAccount: string };
const empty: Values = { accountHolderName: '', bankName: '', bankAccount: '', confirmAccount: '', bankIFSC: '', bankBranchName: '' };

function validate(v: Values): Partial<Record<keyof Values, string>> {
  const found: Partial<Record<keyof Values, string | undefined>> = {
    accountHolderName: checkLength(v.accountHolderName, 2, 100),
    bankName: required(v.bankName),
    bankAccount: checkAccount(v.bankAccount),
    confirmAccount: v.confirmAccount === v.bankAccount ? undefined : 'errors.accountsDiffer',
    bankIFSC: checkIfsc(v.bankIFSC),
    bankBranchName: checkLength(v.bankBranchName, 2, 100),
  };
  return Object.fromEntries(Object.entries(found).filter(([, key]) => key)) as Partial<Record<keyof Values, string>>;
}

/** `/my-doc/bank-details`: the saved account (masked), or a form to save one; update and delete. */
export default function BankDetailsScreen() {
  const { t } = useTranslation('profile');
  const assessorId = useAssessorId();
  const { data, isLoading, error, refetch } = useBankDetailsQuery({ params: { id: assessorId } }, { skip: !assessorId });
  const [remove] = useDeleteBankDetailsMutation();
  const outbox = useOutbox();
  const pending = useOutboxEntries().filter((entry) => entry.scope === sectionScope('bank'));
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [confirming, setConfirming] = useState(false);
  // With no bank data the real API answers `{ _id }` only: no account number means none saved.
  const saved = data?.bankAccount ? data : null;
  const set = (field: keyof Values) => (value: string) => setValues((old) => ({ ...old, [field]: value }));

  function startEdit() {
    setValues(saved ? { ...empty, ...saved, confirmAccount: '' } as Values : empty);
    setErrors({});
    setEditing(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = { ...values, bankIFSC: values.bankIFSC.trim().toUpperCase(), accountHolderName: values.accountHolderName.trim(), bankBranchName: values.bankBranchName.trim() };
    const found = validate(clean);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { confirmAccount: _confirm, ...body } = clean;
    await outbox.add(bankDraft(assessorId, body, t('bankLabel', { bank: body.bankName })));
    setEditing(false);
  }

  async function confirmDelete() {
    setConfirming(false);
    const result = await remove({ params: { id: assessorId } });
    if ('error' in result) notify.error(screenMessage(result.error, t('deleteFailed')));
    else notify.success(t('deleted'));
  }

  const field = (name: keyof Values, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={`bank-${name}`} label={t(`fields.${name}`)} value={values[name]} error={errors[name] && t(errors[name]!)}
      onChange={(event) => set(name)(event.target.value)} {...extra} />
  );

  return (
    <section>
      <h1 className="h4 mb-3">{t('bankTitle')}</h1>
      <OutboxList entries={pending} outbox={outbox} />
      {editing ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="card card-body mb-3">
          {field('accountHolderName', { autoComplete: 'name' })}
          <SelectField id="bank-bankName" label={t('fields.bankName')} placeholder={t('choose')} value={values.bankName} error={errors.bankName && t(errors.bankName)}
            options={indianBanks.map((bank) => ({ value: bank, label: bank }))} onChange={(event) => set('bankName')(event.target.value)} />
          {field('bankAccount', { inputMode: 'numeric', maxLength: 18, onKeyDown: blockNonDigitKeys, autoComplete: 'off' })}
          {field('confirmAccount', { inputMode: 'numeric', maxLength: 18, onKeyDown: blockNonDigitKeys, autoComplete: 'off' })}
          {field('bankIFSC', { maxLength: 11, autoCapitalize: 'characters', onChange: (event) => set('bankIFSC')(event.target.value.toUpperCase()) })}
          {field('bankBranchName')}
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-outline-secondary flex-fill" onClick={() => setEditing(false)}>{t('cancel')}</button>
            <button type="submit" className="btn btn-primary flex-fill">{t('save')}</button>
          </div>
        </form>
      ) : (
        <ListStatus isLoading={isLoading} error={error} isEmpty={false} emptyText="" onRetry={() => void refetch()}>
          {saved ? (
            <div className="card card-body mb-3">
              <dl className="mb-2">
                {(['accountHolderName', 'bankName', 'bankAccount', 'bankIFSC', 'bankBranchName'] as const).map((name) => (
                  <div key={name} className="d-flex gap-1 flex-wrap">
                    <dt className="fw-normal text-body-secondary">{t(`fields.${name}`)}:</dt>
                    <dd className="mb-1">{name === 'bankAccount' ? masked(saved[name] ?? '') : saved[name]}</dd>
                  </div>
                ))}
              </dl>
              <div className="d-flex gap-2">
                <button type="button" className="btn btn-outline-primary flex-fill" onClick={startEdit}>{t('edit')}</button>
                <button type="button" className="btn btn-outline-danger flex-fill" onClick={() => setConfirming(true)}>{t('delete')}</button>
              </div>
            </div>
          ) : (
            <>
              <p className="text-body-secondary">{t('bankEmpty')}</p>
              <button type="button" className="btn btn-primary w-100" onClick={startEdit}>{t('bankAdd')}</button>
            </>
          )}
        </ListStatus>
      )}
      <ConfirmDialog show={confirming} title={t('bankDeleteTitle')} confirmText={t('delete')} onConfirm={() => void confirmDelete()} onCancel={() => setConfirming(false)}>
        {t('bankDeleteText')}
      </ConfirmDialog>
    </section>
  );
}
