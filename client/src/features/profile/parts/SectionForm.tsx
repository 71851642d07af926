import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useForm, type FormErrors } from '../../../components/form/useForm.ts';
import { checkCardNumber, checkDateOrder, checkLength, required } from '../checks.ts';
import { dashOfIso, isoOfDash } from '../dates.ts';
import type { DocView, SectionUi } from '../sections.ts';
import { FileInput } from './FileInput.tsx';
import { JobRoleField } from './JobRoleField.tsx';

interface Props {
  ui: SectionUi;
  editing: DocView | null;
  /** Card types already added (personal): a second one of a type is not offered. */
  takenCardTypes?: readonly string[];
  onSave: (values: Record<string, string>, file: File | null) => void;
  onCancel: () => void;
}

type Values = Record<string, string>;

/** The values as sent: dates as the API writes them (dd-mm-yyyy), text trimmed. */
const sentOf = (ui: SectionUi, values: Values): Values =>
  Object.fromEntries(
    ui.fields.map(({ name, kind }) => [name, kind === 'date' ? dashOfIso(values[name]!) : values[name]!.trim()]),
  );

function problemsOf(ui: SectionUi, sent: Values, hasFile: boolean): FormErrors<Values> {
  const found: Record<string, string | undefined> = {};
  for (const { name, kind, min = 1, max = 200 } of ui.fields) {
    found[name] = kind === 'text' ? checkLength(sent[name]!, min, max) : required(sent[name]!);
  }
  if (ui.name === 'personal') found.cardNo = checkCardNumber(sent.cardType as 'aadharCard' | 'panCard', sent.cardNo!);
  const dates = ui.fields.filter(({ kind }) => kind === 'date').map(({ name }) => name);
  if (dates.length === 2) found[dates[1]!] ??= checkDateOrder(sent[dates[0]!]!, sent[dates[1]!]!);
  if (!hasFile) found.file = 'errors.file';
  return Object.fromEntries(Object.entries(found).filter(([, key]) => key)) as FormErrors<Values>;
}

/** Add or edit one document: the section's fields and its certificate file (needed to add, optional to edit). */
export function SectionForm({ ui, editing, takenCardTypes = [], onSave, onCancel }: Props) {
  const { t } = useTranslation('profile');
  const [file, setFile] = useState<File | null>(null);
  // The certificate is needed to add a document; an edit may keep the stored one.
  const { values, set, errors, handleSubmit } = useForm<Values>(
    () =>
      Object.fromEntries(
        ui.fields.map(({ name, kind }) => [
          name,
          kind === 'date' ? isoOfDash(editing?.values[name]) : (editing?.values[name] ?? ''),
        ]),
      ),
    (current) => problemsOf(ui, sentOf(ui, current), Boolean(editing) || file !== null),
  );
  const id = (name: string) => `${ui.name}-${name}`;
  const submit = handleSubmit((current) => onSave(sentOf(ui, current), file));

  const cardTypes = ['aadharCard', 'panCard'].filter(
    (type) => type === editing?.values.cardType || !takenCardTypes.includes(type),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      className="card card-body mb-3"
      aria-label={t(editing ? 'editTitle' : 'addTitle', { section: t(`sections.${ui.name}.one`) })}
    >
      <h2 className="h5">{t(editing ? 'editTitle' : 'addTitle', { section: t(`sections.${ui.name}.one`) })}</h2>
      {ui.fields.map(({ name, kind }) => {
        const label = t(`fields.${name}`);
        const error = errors[name] && t(errors[name]!);
        if (kind === 'cardType') {
          return (
            <SelectField
              key={name}
              id={id(name)}
              label={label}
              placeholder={t('choose')}
              value={values[name]}
              error={error}
              disabled={Boolean(editing)}
              options={cardTypes.map((type) => ({ value: type, label: t(`cardType.${type}`) }))}
              onChange={(event) => set(name)(event.target.value)}
            />
          );
        }
        if (kind === 'jobRole')
          return (
            <JobRoleField
              key={name}
              id={id(name)}
              label={label}
              value={values[name]!}
              onChange={set(name)}
              error={error}
            />
          );
        if (kind === 'date')
          return (
            <TextField
              key={name}
              id={id(name)}
              label={label}
              type="date"
              value={values[name]}
              error={error}
              onChange={(event) => set(name)(event.target.value)}
            />
          );
        const upper = name === 'cardNo';
        return (
          <TextField
            key={name}
            id={id(name)}
            label={label}
            value={values[name]}
            error={error}
            autoCapitalize={upper ? 'characters' : undefined}
            onChange={(event) =>
              set(name)(upper ? event.target.value.toUpperCase().replace(/\s/g, '') : event.target.value)
            }
          />
        );
      })}
      <FileInput
        id={id('file')}
        label={t(editing ? 'replaceFile' : 'file')}
        kinds={['image', 'document']}
        onFile={setFile}
        error={errors.file && t(errors.file)}
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
