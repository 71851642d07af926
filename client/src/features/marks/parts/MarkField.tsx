import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { invalidProps } from '../../../components/form/FieldFrame.tsx';
import { blockNonDigitKeys } from '../../../components/form/numericInput.ts';
import { fieldError } from '../marksEntry.ts';

interface Props {
  id: string;
  label: string;
  fieldKey: string;
  value: string;
  max: number;
  disabled?: boolean;
  onChange: (key: string, value: string) => void;
}

/** A mark: digits only (e, E, +, − and . blocked, spec §5), the maximum beside it, and why a value cannot be saved. */
export const MarkField = memo(function MarkField({ id, label, fieldKey, value, max, disabled, onChange }: Props) {
  const { t } = useTranslation('marks');
  const problem = fieldError(value, max);
  const error = problem ? (problem.kind === 'overMax' ? t('overMax', { max }) : t('notNumber')) : undefined;
  return (
    <div className="mb-2">
      <div className="d-flex align-items-center gap-2">
        <label htmlFor={id} className="form-label mb-0 flex-grow-1 small">
          {label}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className={`form-control text-end ${error ? 'is-invalid' : ''}`}
          style={{ width: 72, minHeight: 48 }}
          value={value}
          disabled={disabled}
          maxLength={4}
          onKeyDown={blockNonDigitKeys}
          onChange={(event) => onChange(fieldKey, event.target.value.replace(/[^\d]/g, ''))}
          {...invalidProps(id, error)}
        />
        <span className="text-body-secondary small text-nowrap" style={{ minWidth: 40 }}>
          {t('ofMax', { max })}
        </span>
      </div>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block text-end" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
});
