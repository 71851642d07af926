import { issueCategories, issueDescription } from '@assessor/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { FieldFrame, invalidProps } from '../../../components/form/FieldFrame.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { useForm } from '../../../components/form/useForm.ts';
import { notify } from '../../../lib/toastStore.ts';
import { useOutbox } from '../../../outbox/useOutbox.ts';
import { seemsOffline } from '../../../pwa/serviceWorker.ts';
import { FilePicker } from './FilePicker.tsx';
import { issueDraft } from './issueDraft.ts';
import { fileRefusal, setRefusal, validateIssue, type IssueCategory, type IssueValues } from './issueRules.ts';

const empty = (): IssueValues => ({ category: '', description: '' });

/** Category, description (its length shown) and up to 5 photos or a video; sent through the outbox. */
export function IssueForm({ batchId }: { batchId: string }) {
  const { t } = useTranslation('closeout');
  const outbox = useOutbox();
  const { values, set, errors, handleSubmit } = useForm(empty, validateIssue, { clearFixed: true });
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  function add(picked: File[]) {
    const refused = picked.map(fileRefusal).find(Boolean);
    if (refused) return setFileError(t(refused.key, refused.values));
    const next = [...files, ...picked];
    const tooMany = setRefusal(next);
    if (tooMany) return setFileError(t(tooMany));
    setFileError(null);
    setFiles(next);
  }

  const send = handleSubmit(async ({ category, description }) => {
    const label = t(`categories.${category}`);
    try {
      await outbox.add(issueDraft(batchId, category as IssueCategory, description, files, label));
    } catch {
      notify.error(t('raise.notKept'));
      return;
    }
    // "Sent as soon as there is a connection" only when there is none: online, the outbox sends it at once.
    notify.success(t(seemsOffline() ? 'raise.queued' : 'raise.saved'));
    set('category')('');
    set('description')('');
    setFiles([]);
    setFormKey((key) => key + 1);
  });

  const length = values.description.trim().length;
  const descriptionError = errors.description
    ? t(errors.description, { min: issueDescription.minLength, max: issueDescription.maxLength })
    : undefined;
  return (
    <form key={formKey} onSubmit={send} noValidate aria-label={t('raise.title')}>
      <SelectField
        id="issue-category"
        label={t('raise.category')}
        placeholder={t('raise.categoryPlaceholder')}
        options={issueCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
        value={values.category}
        onChange={(event) => set('category')(event.target.value as IssueCategory)}
        error={errors.category ? t(errors.category) : undefined}
      />
      <FieldFrame id="issue-description" label={t('raise.description')} error={descriptionError}>
        <textarea
          id="issue-description"
          className={`form-control${descriptionError ? ' is-invalid' : ''}`}
          rows={4}
          maxLength={issueDescription.maxLength}
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
          {...invalidProps('issue-description', descriptionError)}
          aria-describedby={`issue-description-count${descriptionError ? ' issue-description-error' : ''}`}
        />
        <div id="issue-description-count" className="form-text text-end">
          {t('raise.descriptionCount', { count: length, max: issueDescription.maxLength })}
        </div>
      </FieldFrame>
      <FilePicker
        files={files}
        error={fileError}
        onAdd={add}
        onRemove={(index) => {
          setFiles(files.filter((_, i) => i !== index));
          setFileError(null);
        }}
      />
      <button type="submit" className="btn btn-primary w-100" style={{ minHeight: 48 }}>
        {t('raise.submit')}
      </button>
    </form>
  );
}
