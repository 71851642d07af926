import { useTranslation } from '../../../i18n/useTranslation.ts';
import { masked } from '../checks.ts';
import type { DocView, SectionUi } from '../sections.ts';
import { StatusBadge } from './StatusBadge.tsx';

interface Props {
  ui: SectionUi;
  item: DocView;
  onEdit: () => void;
  onDelete: () => void;
}

/** One document: its fields, file name and size "(1.23 MB)", review state, and edit / delete. */
export function DocumentCard({ ui, item, onEdit, onDelete }: Props) {
  const { t } = useTranslation('profile');
  const personal = ui.name === 'personal';
  const title = personal ? t(`cardType.${item.values.cardType ?? 'aadharCard'}`) : item.values[ui.fields[0]!.name];
  const lines = ui.fields.slice(1).filter(({ name }) => item.values[name]);
  return (
    <li className="list-group-item">
      <div className="d-flex justify-content-between align-items-start gap-2">
        <h2 className="h6 mb-1">{title}</h2>
        <StatusBadge status={item.status} />
      </div>
      <dl className="small mb-2">
        {lines.map(({ name }) => (
          <div key={name} className="d-flex gap-1">
            <dt className="fw-normal text-body-secondary">{t(`fields.${name}`)}:</dt>
            <dd className="mb-0">{name === 'cardNo' ? masked(item.values[name]!) : item.values[name]}</dd>
          </div>
        ))}
      </dl>
      <p className="small mb-2">
        {item.url ? (
          <a href={item.url} target="_blank" rel="noreferrer">
            {item.fileName || t('viewFile')}
          </a>
        ) : (
          item.fileName
        )}{' '}
        <span className="text-body-secondary">{item.sizeText}</span>
      </p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-primary flex-fill" onClick={onEdit}>
          {t('edit')}
          <span className="visually-hidden"> {title}</span>
        </button>
        <button type="button" className="btn btn-outline-danger flex-fill" onClick={onDelete}>
          {t('delete')}
          <span className="visually-hidden"> {title}</span>
        </button>
      </div>
    </li>
  );
}
