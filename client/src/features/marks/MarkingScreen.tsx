import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useParams } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { resultSaysAbsent } from './absentResult.ts';
import { sectionState } from './marksEntered.ts';
import { marksSavedHere, rememberMarksSaved } from './marksSavedHere.ts';
import { presenceSavedHere, presenceView, queuedPresence } from '../../lib/candidatePresence.ts';
import { useOutbox, useOutboxEntries } from '../../outbox/useOutbox.ts';
import { paths } from '../../paths/paths.ts';
import { useBatchCandidatesQuery, useGetNosMarksQuery, useNosListQuery } from './endpoints.ts';
import {
  fieldsOf,
  marksScope,
  nosMarksOf,
  saveSectionMarks,
  serverValues,
  type Field,
  type SaveProblem,
} from './marksEntry.ts';
import type { Question, Section } from './models.ts';
import { hasHindi, type Language } from './nosFields.ts';
import { CandidateFiles } from './parts/CandidateFiles.tsx';
import { CandidateNav } from './parts/CandidateNav.tsx';
import { LanguageSwitch } from './parts/LanguageSwitch.tsx';
import { NosCard } from './parts/NosCard.tsx';
import { SaveBar } from './parts/SaveBar.tsx';
import { useMarksDraft } from './useMarksDraft.ts';
import { useQuestions } from './useMany.ts';

const routeOf = {
  Theory: paths.batch.theoryCandidate,
  viva: paths.batch.vivaMarks,
  practical: paths.batch.practicalMarks,
} as const;

/** Fields grouped by NOS, in NOS order. */
const byNos = (fields: readonly Field[]) => [
  ...fields
    .reduce(
      (groups, field) => groups.set(field.nos._id, [...(groups.get(field.nos._id) ?? []), field]),
      new Map<string, Field[]>(),
    )
    .values(),
];

/**
 * One candidate's marks in one section, per NOS against its maximum (viva and practical per question, with the
 * question text in English or Hindi, and the candidate's photos and videos). Every typed mark is kept on the phone
 * until the server confirms it; Save hands the section to the outbox.
 */
export function MarkingScreen({ section }: { section: Section }) {
  const { t, i18n } = useTranslation('marks');
  const { batchID = '', candidateID = '' } = useParams();
  const candidates = useBatchCandidatesQuery({ query: { batch_id: batchID, limit: 100 } });
  const nos = useNosListQuery({ params: { id: batchID }, query: { section } });
  const result = useGetNosMarksQuery({ params: { id: batchID, id2: candidateID }, query: { section } });
  const nosList = useMemo(() => nos.data?.nosList ?? [], [nos.data]);
  const questionLists = useQuestions(
    batchID,
    section === 'Theory' ? [] : nosList.map((n) => n._id),
    section === 'practical' ? 'practical' : 'viva',
  );
  const questions = useMemo(
    () =>
      Object.fromEntries(nosList.map((n, i): [string, Question[]] => [n._id, questionLists[i]?.data?.questions ?? []])),
    [nosList, questionLists],
  );
  const fields = useMemo(() => fieldsOf(nosList, section, questions), [nosList, section, questions]);
  // Read on every render: a save below changes it, and the result refetched after the send is read with it.
  const savedHere = marksSavedHere(batchID, candidateID, section);
  // Confirming the server's 0s records them as saved here (marksSavedHere.ts); this draws the screen again.
  const [, confirmedZeros] = useReducer((n: number) => n + 1, 0);
  const allZero = sectionState(result.data?.nosResult, section, savedHere) === 'allZero';
  const server = useMemo(
    () => serverValues(fields, result.data?.nosResult, section, savedHere),
    [fields, result.data, section, savedHere],
  );
  const draft = useMarksDraft(batchID, candidateID, section);
  const outbox = useOutbox();
  const scope = marksScope(batchID, candidateID, section);
  const entries = useOutboxEntries();
  const pending = entries.filter((entry) => entry.scope === scope);
  const [language, setLanguage] = useState<Language>(i18n.language === 'hi' ? 'Hindi' : 'English');
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const value = (key: string) => draft.values[key] ?? server[key] ?? '';

  const settled = draft.loaded && result.isSuccess && !result.isFetching && pending.length === 0;
  const { confirm } = draft;
  useEffect(() => {
    if (settled) confirm(server);
  }, [settled, server, confirm]);
  useEffect(() => setProblem(null), [candidateID]);

  const list = candidates.data?.candidateList ?? [];
  const candidate = list.find((c) => c._id === candidateID);
  // Attendance waiting in the outbox, or saved here and not in the server's list, counts (lib/candidatePresence.ts).
  const queued = queuedPresence(entries, batchID);
  const presence = candidate
    ? presenceView(candidate, queued, presenceSavedHere(batchID), resultSaysAbsent(result.data)).presence
    : 'NotSent';
  const questionsLoading = questionLists.some((entry) => entry.isLoading);
  const unsaved = Object.entries(draft.values).some(([key, typed]) => server[key] !== typed);

  const save = async () => {
    const built = nosMarksOf(fields, value, section);
    if ('problem' in built) return setProblem(built.problem ?? null);
    setProblem(null);
    // A stopped earlier attempt is replaced by this one: the values are the same or newer.
    await Promise.all(pending.filter((entry) => entry.state === 'failed').map((entry) => outbox.discard(entry.id)));
    await saveSectionMarks(
      outbox,
      batchID,
      candidateID,
      section,
      built.nosMarks,
      t('entryLabel', { section: t(`section.${section}`), name: candidate?.name ?? '' }),
      // The typed values this save holds: the draft drops them once the server took it.
      { id: draft.id, values: draft.values },
    );
  };

  return (
    <section className="pb-2">
      <h1 className="h4">{t(`title.${section}`)}</h1>
      <ListStatus
        isLoading={candidates.isLoading || nos.isLoading || result.isLoading || questionsLoading || !draft.loaded}
        error={candidates.error ?? nos.error}
        isEmpty={!candidate}
        emptyText={t('unknownCandidate')}
        onRetry={() => {
          void candidates.refetch();
          void nos.refetch();
          void result.refetch();
        }}
      >
        {candidate ? (
          <>
            <CandidateNav
              candidates={list}
              current={candidate}
              linkOf={(id) => routeOf[section].to({ batchID, candidateID: id })}
            />
            <Link to={paths.batch.theoryMarks.to({ batchID })} className="d-inline-block mb-2">
              {t('allCandidates')}
            </Link>
            {/* Offline the saved marks may not load: typed marks (kept on the phone) can still be entered and saved. */}
            {result.isError ? (
              <p className="alert alert-warning small" role="status">
                {t('savedMarksError')}
              </p>
            ) : null}
            {/* Only a stored Absent or Missing stops marking: an answer without `isPresent` does not (backend-facts-2 CA-2). */}
            {presence === 'NotSent' ? (
              <p className="alert alert-info small" role="status">
                {t('attendanceNotSent')}
              </p>
            ) : null}
            {presence === 'Absent' ? (
              <p className="alert alert-secondary" role="status">
                {t('absent')}
              </p>
            ) : presence === 'Missing' ? (
              <p className="alert alert-warning" role="status">
                {t('attendanceFirst')}{' '}
                <Link to={paths.batch.candidateAttendance.to({ batchID })}>{t('toAttendance')}</Link>
              </p>
            ) : (
              <>
                {section !== 'Theory' && hasHindi(Object.values(questions).flat()) ? (
                  <LanguageSwitch value={language} onChange={setLanguage} />
                ) : null}
                {nosList.length === 0 ? <p className="text-body-secondary">{t('noNos')}</p> : null}
                {allZero && !unsaved ? (
                  <div className="alert alert-warning" role="status">
                    <p className="fw-semibold mb-1">{t('allZero')}</p>
                    <p className="small mb-2">{t('allZeroText')}</p>
                    <button
                      type="button"
                      className="btn btn-warning"
                      style={{ minHeight: 48 }}
                      onClick={() => {
                        rememberMarksSaved(batchID, candidateID, section);
                        confirmedZeros();
                      }}
                    >
                      {t('confirmZeros')}
                    </button>
                  </div>
                ) : null}
                {byNos(fields).map((group) => (
                  <NosCard
                    key={group[0]!.nos._id}
                    fields={group}
                    section={section}
                    language={language}
                    value={value}
                    onChange={draft.set}
                  />
                ))}
                {section !== 'Theory' ? (
                  <CandidateFiles batchId={batchID} candidateId={candidateID} isViva={section === 'viva'} />
                ) : null}
                <SaveBar
                  unsaved={unsaved}
                  pending={pending}
                  outbox={outbox}
                  problem={problem}
                  onSave={() => void save()}
                />
              </>
            )}
          </>
        ) : null}
      </ListStatus>
    </section>
  );
}
