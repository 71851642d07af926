import { sectionSpecs, type SectionName } from '@assessor/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { notify } from '../../lib/toastStore.ts';
import { OutboxList } from '../../outbox/OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from '../../outbox/useOutbox.ts';
import { paths } from '../../paths/paths.ts';
import { screenMessage } from '../../session/screenMessage.ts';
import { sectionDraft, sectionScope } from './drafts.ts';
import { DocumentCard } from './parts/DocumentCard.tsx';
import { SectionForm } from './parts/SectionForm.tsx';
import { sectionUi, type DocView } from './sections.ts';
import { useAssessorId } from './useAssessor.ts';
import { useDeleteSectionItem, useSectionList } from './useSectionList.ts';
import { useBackTo } from '../../lib/screenFrame.ts';

/** One document section: its list (status, size), add, edit and delete with confirmation; saving goes through the outbox. */
export function SectionScreen({ section }: { section: SectionName }) {
  const { t } = useTranslation('profile');
  const ui = sectionUi[section];
  const assessorId = useAssessorId();
  const { items, isLoading, error, refetch } = useSectionList(section, assessorId);
  const outbox = useOutbox();
  const pending = useOutboxEntries().filter((entry) => entry.scope === sectionScope(section));
  const [form, setForm] = useState<{ editing: DocView | null } | null>(null);
  const [deleting, setDeleting] = useState<DocView | null>(null);
  const [remove, removal] = useDeleteSectionItem(section);

  async function save(values: Record<string, string>, file: File | null) {
    await outbox.add(sectionDraft(section, assessorId, values, file, form?.editing ?? null));
    setForm(null);
  }

  async function confirmDelete() {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    const [, idName] = sectionSpecs[section].removeKeys;
    const result = await remove({ assesor_id: assessorId, [idName!]: item._id });
    if ('error' in result) notify.error(screenMessage(result.error, t('deleteFailed')));
    else notify.success(t('deleted'));
  }

  const takenCardTypes = items.map((item) => item.values.cardType ?? '');
  const canAdd = section !== 'personal' || takenCardTypes.length < 2;
  useBackTo(section !== 'personal' ? paths.profile.degreeCertificate.to() : undefined);
  return (
    <section>
      <h1 className="h4 mb-1">{t(`sections.${section}.title`)}</h1>
      <p className="text-body-secondary small">{t(`sections.${section}.intro`)}</p>
      {form ? (
        <SectionForm
          ui={ui}
          editing={form.editing}
          takenCardTypes={takenCardTypes}
          onSave={(values, file) => void save(values, file)}
          onCancel={() => setForm(null)}
        />
      ) : canAdd ? (
        <button type="button" className="btn btn-primary w-100 mb-3" onClick={() => setForm({ editing: null })}>
          {t('addButton', { section: t(`sections.${section}.one`) })}
        </button>
      ) : null}
      <OutboxList entries={pending} outbox={outbox} />
      <ListStatus
        isLoading={isLoading}
        error={error}
        isEmpty={items.length === 0}
        emptyText={t(`sections.${section}.empty`)}
        onRetry={() => void refetch()}
      >
        <ul className="list-group">
          {items.map((item) => (
            <DocumentCard
              key={item._id}
              ui={ui}
              item={item}
              onEdit={() => setForm({ editing: item })}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ul>
      </ListStatus>
      <ConfirmDialog
        show={deleting !== null}
        title={t('deleteTitle')}
        confirmText={t('delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {t('deleteText')}
      </ConfirmDialog>
      {removal.isLoading ? (
        <p className="visually-hidden" aria-live="polite">
          {t('deleting')}
        </p>
      ) : null}
    </section>
  );
}
