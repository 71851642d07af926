import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useJobRoleListQuery } from '../api.ts';
import { SearchField } from './SearchField.tsx';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The job role, searched in `jobRole-list` as the assessor types (name or QP code). */
export function JobRoleField({ id, label, value, onChange, error }: Props) {
  const { t } = useTranslation('profile');
  const search = value.trim();
  const { data, isError } = useJobRoleListQuery({ query: { limit: 20, ...(search ? { search } : {}) } });
  const options = (data?.jobRoleDetails ?? []).map((role) => role.jobRole);
  return (
    <>
      <SearchField id={id} label={label} options={options} value={value} onChange={onChange} error={error} />
      {isError ? <p className="form-text mb-3">{t('jobRolesUnavailable')}</p> : null}
    </>
  );
}
