import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { OutboxList } from '../../outbox/OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from '../../outbox/useOutbox.ts';
import { paths } from '../../paths/paths.ts';
import { attendanceDraft, attendanceScope, countPresence, matches, presenceOf, type Presence } from './attendance.ts';
import { AttendanceRow } from './parts/AttendanceRow.tsx';
import { useBatchCandidates } from './useBatchCandidates.ts';

/** `/batch/:batchID/assessment/candidate-attendence`: every candidate Present or Absent, saved through the outbox. */
export default function CandidateAttendanceScreen() {
  const { t } = useTranslation('candidates');
  const batchID = useParams().batchID ?? '';
  const { candidates, isLoading, error, refetch } = useBatchCandidates(batchID);
  const [choices, setChoices] = useState<Record<string, Presence>>({});
  // What this screen handed to the outbox: a change once sent is not a change any more, even while the server's
  // answer does not show it yet (queued offline) or never does (a list without `isPresent`, backend-facts-2 CA-2).
  const [sent, setSent] = useState<Record<string, Presence>>({});
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState(false);
  const outbox = useOutbox();
  const pending = useOutboxEntries().filter((entry) => entry.scope === attendanceScope(batchID));

  const choose = useCallback((id: string, presence: Presence) => setChoices((all) => ({ ...all, [id]: presence })), []);
  const allPresent = () => setChoices(Object.fromEntries(candidates.map((c) => [c._id, 'Present' as const])));
  const counts = useMemo(() => countPresence(candidates, choices), [candidates, choices]);
  const changed = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(choices).filter(
          ([id, presence]) => (sent[id] ?? candidates.find((c) => c._id === id)?.isPresent) !== presence,
        ),
      ),
    [candidates, choices, sent],
  );
  const shown = candidates.filter((candidate) => matches(candidate, search));
  const changes = Object.keys(changed).length;

  const save = async () => {
    setConfirming(false);
    await outbox.add(attendanceDraft(batchID, changed, t('entryLabel', { count: changes })));
    setSent((all) => ({ ...all, ...changed }));
  };

  return (
    <section className="pb-5">
      <h1 className="h4">{t('title')}</h1>
      <ListStatus
        isLoading={isLoading}
        error={error}
        isEmpty={candidates.length === 0}
        emptyText={t('empty')}
        onRetry={() => void refetch()}
      >
        <p className="mb-2" role="status" aria-live="polite">
          {t('counts', { present: counts.Present, absent: counts.Absent, missing: counts.Missing })}
          {counts.NotSent > 0 ? ` · ${t('countNotSent', { count: counts.NotSent })}` : null}
        </p>
        <div className="mb-2">
          <label htmlFor="candidate-search" className="form-label">
            {t('search')}
          </label>
          <input
            id="candidate-search"
            type="search"
            className="form-control"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="d-flex flex-wrap gap-2 mb-2">
          <button type="button" className="btn btn-outline-success" style={{ minHeight: 48 }} onClick={allPresent}>
            {t('allPresent')}
          </button>
          <Link
            to={paths.batch.theoryMarks.to({ batchID })}
            className="btn btn-outline-primary d-flex align-items-center"
            style={{ minHeight: 48 }}
          >
            {t('toMarks')}
          </Link>
        </div>
        <OutboxList entries={pending} outbox={outbox} />
        {shown.length === 0 ? (
          <p className="text-body-secondary">{t('noMatch')}</p>
        ) : (
          <ul className="list-group mb-3" aria-label={t('listLabel')}>
            {shown.map((candidate) => (
              <AttendanceRow
                key={candidate._id}
                candidate={candidate}
                presence={presenceOf(candidate, choices)}
                onChoose={choose}
              />
            ))}
          </ul>
        )}
        <div className="sticky-save-bar bg-body py-2">
          <button
            type="button"
            className="btn btn-primary w-100"
            style={{ minHeight: 48 }}
            disabled={changes === 0}
            onClick={() => setConfirming(true)}
          >
            {t('save', { count: changes })}
          </button>
        </div>
        <ConfirmDialog
          show={confirming}
          title={t('confirmTitle')}
          onConfirm={() => void save()}
          onCancel={() => setConfirming(false)}
          confirmText={t('confirmSave')}
        >
          {t('confirmText', {
            count: changes,
            present: counts.Present,
            absent: counts.Absent,
            missing: counts.Missing,
          })}
        </ConfirmDialog>
      </ListStatus>
    </section>
  );
}
