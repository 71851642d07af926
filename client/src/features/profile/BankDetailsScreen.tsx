import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { notify } from '../../lib/toastStore.ts';
import { OutboxList } from '../../outbox/OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from '../../outbox/useOutbox.ts';
import { screenMessage } from '../../session/screenMessage.ts';
import { useBankDetailsQuery, useDeleteBankDetailsMutation } from './api.ts';
import { masked } from './checks.ts';
import { bankDraft, sectionScope, type BankValues } from './drafts.ts';
import { BankForm } from './parts/BankForm.tsx';
import { useAssessorId } from './useAssessor.ts';

/** `/my-doc/bank-details`: the saved account (masked), or a form to save one; update and delete. */
export default function BankDetailsScreen() {
  const { t } = useTranslation('profile');
  const assessorId = useAssessorId();
  const { data, isLoading, error, refetch } = useBankDetailsQuery(
    { params: { id: assessorId } },
    { skip: !assessorId },
  );
  const [remove] = useDeleteBankDetailsMutation();
  const outbox = useOutbox();
  const pending = useOutboxEntries().filter((entry) => entry.scope === sectionScope('bank'));
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // With no bank data the real API answers `{ _id }` only: no account number means none saved.
  const saved = data?.bankAccount ? data : null;
  const startEdit = () => setEditing(true);

  async function save(body: BankValues) {
    await outbox.add(bankDraft(assessorId, body, t('bankLabel', { bank: body.bankName })));
    setEditing(false);
  }

  async function confirmDelete() {
    setConfirming(false);
    const result = await remove({ params: { id: assessorId } });
    if ('error' in result) notify.error(screenMessage(result.error, t('deleteFailed')));
    else notify.success(t('deleted'));
  }

  return (
    <section>
      <h1 className="h4 mb-3">{t('bankTitle')}</h1>
      <OutboxList entries={pending} outbox={outbox} />
      {editing ? (
        <BankForm saved={saved} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <ListStatus isLoading={isLoading} error={error} isEmpty={false} emptyText="" onRetry={() => void refetch()}>
          {saved ? (
            <div className="card card-body mb-3">
              <dl className="mb-2">
                {(['accountHolderName', 'bankName', 'bankAccount', 'bankIFSC', 'bankBranchName'] as const).map(
                  (name) => (
                    <div key={name} className="d-flex gap-1 flex-wrap">
                      <dt className="fw-normal text-body-secondary">{t(`fields.${name}`)}:</dt>
                      <dd className="mb-1">{name === 'bankAccount' ? masked(saved[name] ?? '') : saved[name]}</dd>
                    </div>
                  ),
                )}
              </dl>
              <div className="d-flex gap-2">
                <button type="button" className="btn btn-outline-primary flex-fill" onClick={startEdit}>
                  {t('edit')}
                </button>
                <button type="button" className="btn btn-outline-danger flex-fill" onClick={() => setConfirming(true)}>
                  {t('delete')}
                </button>
              </div>
            </div>
          ) : (
            <>
              <p className="text-body-secondary">{t('bankEmpty')}</p>
              <button type="button" className="btn btn-primary w-100" onClick={startEdit}>
                {t('bankAdd')}
              </button>
            </>
          )}
        </ListStatus>
      )}
      <ConfirmDialog
        show={confirming}
        title={t('bankDeleteTitle')}
        confirmText={t('delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {t('bankDeleteText')}
      </ConfirmDialog>
    </section>
  );
}
