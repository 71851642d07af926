import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useParams } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { marksSavedHere } from './marksSavedHere.ts';
import { paths } from '../../paths/paths.ts';
import { useBatchCandidatesQuery } from './endpoints.ts';
import { resultCounts, sheetRow, sortRows, type SheetRow, type SortKey } from './sheet.ts';
import { useResults } from './useMany.ts';

// The result and percentage next to the name: on a 360 px phone they are what the assessor looks for, and the
// section columns after them may scroll.
const columns: SortKey[] = ['name', 'result', 'percentage', 'total', 'theory', 'viva', 'practical'];
const resultClass = {
  Pass: 'text-success',
  Fail: 'text-danger',
  Absent: 'text-body-secondary',
  NotMarked: 'text-body-secondary',
  Incomplete: 'text-warning-emphasis',
} as const;

/** `/batch/:batchID/assessment/viva-practical-marks`: every candidate's marks, percentage and result, sortable. */
export default function ResultSheetScreen() {
  const { t } = useTranslation('marks');
  const batchID = useParams().batchID ?? '';
  const { data, isLoading, error, refetch } = useBatchCandidatesQuery({ query: { batch_id: batchID, limit: 100 } });
  const candidates = useMemo(() => data?.candidateList ?? [], [data]);
  const results = useResults(
    batchID,
    candidates.map((c) => c._id),
  );
  const [sort, setSort] = useState<{ key: SortKey; direction: 1 | -1 }>({ key: 'name', direction: 1 });
  const rows = useMemo(
    () => candidates.map((c, i) => sheetRow(c, results[i]?.data, (section) => marksSavedHere(batchID, c._id, section))),
    [batchID, candidates, results],
  );
  const sorted = sortRows(rows, sort.key === 'name' ? 'name' : sort.key, sort.direction);
  const counts = resultCounts(rows);
  const loadingResults = results.some((entry) => entry.isLoading);
  // Names read A→Z first, marks and results best first.
  const by = (key: SortKey) => setSort({ key, direction: key === 'name' ? 1 : -1 });
  const flip = () => setSort((now) => ({ ...now, direction: -now.direction as 1 | -1 }));
  const cell = (row: SheetRow, key: Exclude<SortKey, 'name' | 'result' | 'percentage'>) =>
    row[key] === null ? '—' : row[key] === 'ABSENT' ? t('absentMark') : row[key];
  return (
    <section>
      <h1 className="h4">{t('sheetTitle')}</h1>
      <ListStatus
        isLoading={isLoading}
        error={error}
        isEmpty={candidates.length === 0}
        emptyText={t('noCandidates')}
        onRetry={() => void refetch()}
      >
        <p role="status" aria-live="polite">
          {loadingResults
            ? t('loadingResults')
            : t('resultCounts', {
                pass: counts.Pass,
                fail: counts.Fail,
                absent: counts.Absent,
                incomplete: counts.Incomplete,
                notMarked: counts.NotMarked,
              })}
        </p>
        <div className="d-flex gap-2 align-items-end mb-2">
          <div className="flex-grow-1">
            <label htmlFor="sheet-sort" className="form-label">
              {t('sortBy')}
            </label>
            <select
              id="sheet-sort"
              className="form-select"
              style={{ minHeight: 48 }}
              value={sort.key}
              onChange={(event) => by(event.target.value as SortKey)}
            >
              {columns.map((key) => (
                <option key={key} value={key}>
                  {t(`sortColumn.${key}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn-outline-secondary"
            style={{ minHeight: 48, minWidth: 48 }}
            onClick={flip}
            aria-label={t(sort.direction === 1 ? 'ascending' : 'descending')}
          >
            {sort.direction === 1 ? '▲' : '▼'}
          </button>
        </div>
        <div className="table-responsive">
          <table className="table table-sm align-middle small">
            <caption className="visually-hidden">{t('sheetTitle')}</caption>
            <thead>
              <tr>
                {columns.map((key) => (
                  <th
                    key={key}
                    scope="col"
                    className="text-nowrap"
                    aria-sort={sort.key === key ? (sort.direction === 1 ? 'ascending' : 'descending') : 'none'}
                  >
                    {t(`column.${key}`)}
                    {sort.key === key ? (sort.direction === 1 ? ' ▲' : ' ▼') : ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="fw-normal">
                    <Link to={paths.batch.vivaMarks.to({ batchID, candidateID: row.id })}>{row.name}</Link>
                    <div className="text-body-secondary">{row.candidateId}</div>
                  </th>
                  <td className={row.result ? `fw-semibold ${resultClass[row.result]}` : ''}>
                    {row.result ? t(`result.${row.result}`) : '—'}
                  </td>
                  <td>{row.percentage || '—'}</td>
                  <td>{cell(row, 'total')}</td>
                  <td>{cell(row, 'theory')}</td>
                  <td>{cell(row, 'viva')}</td>
                  <td>{cell(row, 'practical')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListStatus>
    </section>
  );
}
