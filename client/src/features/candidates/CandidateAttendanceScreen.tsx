import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { OutboxList } from '../../outbox/OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from '../../outbox/useOutbox.ts';
import { paths } from '../../paths/paths.ts';
import { presenceSavedHere, queuedPresence } from '../../lib/candidatePresence.ts';
import {
  attendanceDraft,
  attendanceScope,
  countPresence,
  matches,
  presenceOf,
  type Known,
  type Presence,
} from './attendance.ts';
import { AttendanceRow } from './parts/AttendanceRow.tsx';
import { useAbsentByResult } from './useAbsentByResult.ts';
import { useBatchCandidates } from './useBatchCandidates.ts';

/** `/batch/:batchID/assessment/candidate-attendence`: every candidate Present or Absent, saved through the outbox. */
export default function CandidateAttendanceScreen() {
  const { t } = useTranslation('candidates');
  const batchID = useParams().batchID ?? '';
  const { candidates, isLoading, error, refetch } = useBatchCandidates(batchID);
  const [choices, setChoices] = useState<Record<string, Presence>>({});
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState(false);
  const outbox = useOutbox();
  const entries = useOutboxEntries();
  const pending = entries.filter((entry) => entry.scope === attendanceScope(batchID));
  // What the phone knows beyond the server's list: a save waiting to send is shown as chosen, and so is a save the
  // server took even when its list never shows it (a list without `isPresent`, backend-facts-2 CA-2).
  const queued = useMemo(() => queuedPresence(pending, batchID), [pending, batchID]);
  const savedHere = presenceSavedHere(batchID);
  // Nothing known of a candidate: their result may say absent (the real list has no `isPresent`).
  const unknown = candidates.filter((c) => !c.isPresent && !queued[c._id] && !savedHere[c._id]).map((c) => c._id);
  const absentInResult = useAbsentByResult(batchID, unknown);
  const known: Known = useMemo(() => ({ queued, savedHere, absentInResult }), [queued, savedHere, absentInResult]);

  const choose = useCallback((id: string, presence: Presence) => setChoices((all) => ({ ...all, [id]: presence })), []);
  const allPresent = () => setChoices(Object.fromEntries(candidates.map((c) => [c._id, 'Present' as const])));
  const counts = useMemo(() => countPresence(candidates, choices, known), [candidates, choices, known]);
  // A choice is a change only while it differs from what the phone and the server already hold.
  const changed = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(choices).filter(([id, presence]) => {
          const candidate = candidates.find((c) => c._id === id);
          return !candidate || presenceOf(candidate, {}, known) !== presence;
        }),
      ),
    [candidates, choices, known],
  );
  const shown = candidates.filter((candidate) => matches(candidate, search));
  const changes = Object.keys(changed).length;

  const save = async () => {
    setConfirming(false);
    await outbox.add(attendanceDraft(batchID, changed, t('entryLabel', { count: changes })));
    // Handed over: the screen now shows them from the outbox ("waiting to send"), then from the server.
    setChoices({});
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
                presence={presenceOf(candidate, choices, known)}
                waiting={choices[candidate._id] === undefined && queued[candidate._id] !== undefined}
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
