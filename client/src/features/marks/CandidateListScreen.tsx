import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useParams } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { absentByResult } from './absentResult.ts';
import { marksSavedHere } from './marksSavedHere.ts';
import { presenceSavedHere, presenceView, queuedPresence } from '../../lib/candidatePresence.ts';
import { useOutboxEntries } from '../../outbox/useOutbox.ts';
import { paths } from '../../paths/paths.ts';
import { useBatchCandidatesQuery } from './endpoints.ts';
import type { Section } from './models.ts';
import { sectionShown } from './nosFields.ts';
import { useResults } from './useMany.ts';
import { useUnsaved } from './useUnsaved.ts';

const sectionRoutes = [
  ['Theory', paths.batch.theoryCandidate],
  ['viva', paths.batch.vivaMarks],
  ['practical', paths.batch.practicalMarks],
] as const;

/**
 * `/batch/:batchID/assessment/theory-marks`: every candidate with their attendance and, per section, whether their
 * marks are done, typed but not saved, or waiting to send; one tap opens the section.
 */
export default function CandidateListScreen() {
  const { t } = useTranslation('marks');
  const batchID = useParams().batchID ?? '';
  const { data, isLoading, error, refetch } = useBatchCandidatesQuery({ query: { batch_id: batchID, limit: 100 } });
  const candidates = useMemo(() => data?.candidateList ?? [], [data]);
  const results = useResults(
    batchID,
    candidates.map((c) => c._id),
  );
  const { typed, waiting } = useUnsaved(batchID);
  // Attendance waiting in the outbox counts: marking opens for a candidate marked present offline.
  const queued = queuedPresence(useOutboxEntries(), batchID);
  const savedHere = presenceSavedHere(batchID);
  // The real list has no `isPresent`: a result "ABSENT" says the candidate was absent (absentResult.ts).
  const absent = absentByResult(
    candidates.map((c) => c._id),
    results.map((entry) => entry.data),
  );
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = candidates
    .map((candidate, index) => ({ candidate, result: results[index]?.data }))
    .filter(
      ({ candidate }) =>
        !needle ||
        candidate.name.toLowerCase().includes(needle) ||
        candidate.candidateId.toLowerCase().includes(needle),
    );
  // All 0s count as done only for a section this phone saved or the assessor confirmed (the real result's default is
  // 0, backend-facts-2 MA-2); otherwise the section asks to confirm or change them.
  const shownOf = (rows: Parameters<typeof sectionShown>[0], candidateId: string, section: Section) =>
    sectionShown(rows, section, marksSavedHere(batchID, candidateId, section));
  // One line per candidate names every section whose 0s ask to be confirmed or changed.
  const zeroSections = (candidateId: string, rows: Parameters<typeof sectionShown>[0]) =>
    sectionRoutes.map(([section]) => section).filter((section) => shownOf(rows, candidateId, section) === 'allZero');
  return (
    <section>
      <h1 className="h4">{t('listTitle')}</h1>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Link
          to={paths.batch.candidateAttendance.to({ batchID })}
          className="btn btn-outline-primary d-flex align-items-center"
          style={{ minHeight: 48 }}
        >
          {t('toAttendance')}
        </Link>
        <Link
          to={paths.batch.vivaPracticalMarks.to({ batchID })}
          className="btn btn-outline-primary d-flex align-items-center"
          style={{ minHeight: 48 }}
        >
          {t('toResults')}
        </Link>
      </div>
      <ListStatus
        isLoading={isLoading}
        error={error}
        isEmpty={candidates.length === 0}
        emptyText={t('noCandidates')}
        onRetry={() => void refetch()}
      >
        <div className="mb-2">
          <label htmlFor="marks-search" className="form-label">
            {t('search')}
          </label>
          <input
            id="marks-search"
            type="search"
            className="form-control"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <ul className="list-group" aria-label={t('listTitle')}>
          {shown.map(({ candidate, result }) => {
            const { presence, waiting: presenceWaiting } = presenceView(
              candidate,
              queued,
              savedHere,
              absent.has(candidate._id),
            );
            return (
              <li key={candidate._id} className="list-group-item px-2">
                <div className="d-flex justify-content-between gap-2">
                  {/* A long name wraps (at 360 px it was cut beside its badge). */}
                  <span className="fw-semibold text-break">{candidate.name}</span>
                  <span
                    className={`badge align-self-start ${presence === 'Present' ? 'text-bg-success' : presence === 'Absent' ? 'text-bg-secondary' : 'text-bg-warning'}`}
                  >
                    {presenceWaiting
                      ? t('presenceWaiting', { presence: t(`presence.${presence}`) })
                      : t(`presence.${presence}`)}
                  </span>
                </div>
                <div className="small text-body-secondary">{candidate.candidateId}</div>
                {typed.has(candidate._id) ? (
                  <div className="small text-warning-emphasis fw-semibold">{t('state.unsaved')}</div>
                ) : null}
                {waiting.has(candidate._id) ? (
                  <div className="small text-body-secondary">{t('state.waiting')}</div>
                ) : null}
                {/* Marks open for the present, and for those whose attendance the server did not send (backend-facts-2 CA-2). */}
                {presence === 'Present' || presence === 'NotSent' ? (
                  <>
                    <div className="d-flex gap-2 mt-1">
                      {sectionRoutes.map(([section, route]) => {
                        const shown = shownOf(result?.nosResult, candidate._id, section);
                        const label = { done: 'sectionDoneOf', allZero: 'sectionAllZeroOf', open: 'sectionOf' }[shown];
                        const tone = {
                          done: 'btn-success',
                          allZero: 'btn-outline-secondary',
                          open: 'btn-outline-primary',
                        };
                        return (
                          <Link
                            key={section}
                            to={route.to({ batchID, candidateID: candidate._id })}
                            className={`btn btn-sm flex-fill d-flex align-items-center justify-content-center ${tone[shown]}`}
                            style={{ minHeight: 48 }}
                            aria-label={t(label, { section: t(`section.${section}`), name: candidate.name })}
                          >
                            {shown === 'done' ? `✓ ${t(`section.${section}`)}` : t(`section.${section}`)}
                          </Link>
                        );
                      })}
                    </div>
                    {zeroSections(candidate._id, result?.nosResult).length > 0 ? (
                      <div className="small text-warning-emphasis fw-semibold mt-1">
                        {t('allZeroOf', {
                          section: zeroSections(candidate._id, result?.nosResult)
                            .map((section) => t(`section.${section}`))
                            .join(', '),
                        })}
                      </div>
                    ) : null}
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </ListStatus>
    </section>
  );
}
