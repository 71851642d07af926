import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
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

/** Add or edit one document: the section's fields and its certificate file (needed to add, optional to edit). */
export function SectionForm({ ui, editing, takenCardTypes = [], onSave, onCancel }: Props) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(ui.fields.map(({ name, kind }) => [name, kind === 'date' ? isoOfDash(editing?.values[name]) : editing?.values[name] ?? ''])));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = (name: string) => (value: string) => setValues((old) => ({ ...old, [name]: value }));
  const id = (name: string) => `${ui.name}-${name}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const sent = Object.fromEntries(ui.fields.map(({ name, kind }) => [name, kind === 'date' ? dashOfIso(values[name]!) : values[name]!.trim()]));
    const found: Record<string, string | undefined> = {};
    for (const { name, kind, min = 1, max = 200 } of ui.fields) {
      found[name] = kind === 'text' ? checkLength(sent[name]!, min, max) : required(sent[name]!);
    }
    if (ui.name === 'personal') found.cardNo = checkCardNumber(sent.cardType as 'aadharCard' | 'panCard', sent.cardNo!);
    const dates = ui.fields.filter(({ kind }) => kind === 'date').map(({ name }) => name);
    if (dates.length === 2) found[dates[1]!] ??= checkDateOrder(sent[dates[0]!]!, sent[dates[1]!]!);
    if (!editing && !file) found.file = 'errors.file';
    const problems = Object.fromEntries(Object.entries(found).filter(([, key]) => key));
    setErrors(problems);
    if (Object.keys(problems).length === 0) onSave(sent, file);
  }

  const cardTypes = ['aadharCard', 'panCard'].filter((type) => type === editing?.values.cardType || !takenCardTypes.includes(type));
  return (
    <form noValidate onSubmit={submit} className="card card-body mb-3" aria-label={t(editing ? 'editTitle' : 'addTitle', { section: t(`sections.${ui.name}.one`) })}>
      <h2 className="h5">{t(editing ? 'editTitle' : 'addTitle', { section: t(`sections.${ui.name}.one`) })}</h2>
      {ui.fields.map(({ name, kind }) => {
        const label = t(`fields.${name}`);
        const error = errors[name] && t(errors[name]!);
        if (kind === 'cardType') {
          return <SelectField key={name} id={id(name)} label={label} placeholder={t('choose')} value={values[name]} error={error} disabled={Boolean(editing)}
            options={cardTypes.map((type) => ({ value: type, label: t(`cardType.${type}`) }))} onChange={(event) => set(name)(event.target.value)} />;
        }
        if (kind === 'jobRole') return <JobRoleField key={name} id={id(name)} label={label} value={values[name]!} onChange={set(name)} error={error} />;
        if (kind === 'date') return <TextField key={name} id={id(name)} label={label} type="date" value={values[name]} error={error} onChange={(event) => set(name)(event.target.value)} />;
        const upper = name === 'cardNo';
        return <TextField key={name} id={id(name)} label={label} value={values[name]} error={error} autoCapitalize={upper ? 'characters' : undefined}
          onChange={(event) => set(name)(upper ? event.target.value.toUpperCase().replace(/\s/g, '') : event.target.value)} />;
      })}
      <FileInput id={id('file')} label={t(editing ? 'replaceFile' : 'file')} kinds={['image', 'document']} onFile={setFile} error={errors.file && t(errors.file)} />
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary flex-fill" onClick={onCancel}>{t('cancel')}</button>
        <button type="submit" className="btn btn-primary flex-fill">{t('save')}</button>
      </div>
    </form>
  );
}
