import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { Presence, ShownPresence } from '../attendance.ts';
import type { Candidate } from '../models.ts';
import { CandidatePhoto } from './CandidatePhoto.tsx';

interface Props {
  candidate: Candidate;
  presence: ShownPresence;
  /** The presence shown was saved on this phone and waits to be sent. */
  waiting?: boolean;
  onChoose: (candidateId: string, presence: Presence) => void;
}

const choices = ['Present', 'Absent'] as const;

/** One candidate: photo placeholder, name, father's name, candidate ID, and Present / Absent as a radio pair. */
export const AttendanceRow = memo(function AttendanceRow({ candidate, presence, waiting = false, onChoose }: Props) {
  const { t } = useTranslation('candidates');
  const group = `presence-${candidate._id}`;
  return (
    // On a phone the Present / Absent pair sits below the name, ID and father's name, so they show whole at any text
    // size; a wider screen has room for it beside them.
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 px-2">
      <CandidatePhoto name={candidate.name} />
      <div className="min-w-0" style={{ flex: '1 1 12rem' }}>
        <div className="fw-semibold text-truncate">{candidate.name}</div>
        {candidate.fatherName ? (
          <div className="small text-body-secondary text-truncate">
            {t('fatherName', { name: candidate.fatherName })}
          </div>
        ) : null}
        <div className="small text-body-secondary text-truncate">{candidate.candidateId}</div>
        {presence === 'Missing' || presence === 'NotSent' ? (
          <span className="badge text-bg-warning fw-normal">{t(`presence.${presence}`)}</span>
        ) : null}
        {waiting ? <span className="badge text-bg-light border fw-normal">{t('waitingToSend')}</span> : null}
      </div>
      <div
        className="btn-group flex-wrap mw-100 ms-auto"
        role="radiogroup"
        aria-label={t('presenceOf', { name: candidate.name })}
      >
        {choices.map((choice) => (
          <label
            key={choice}
            className={`btn btn-sm d-flex align-items-center ${presence === choice ? (choice === 'Present' ? 'btn-success' : 'btn-danger') : 'btn-outline-secondary'}`}
            style={{ minHeight: 48, minWidth: 48 }}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={group}
              value={choice}
              checked={presence === choice}
              onChange={() => onChoose(candidate._id, choice)}
            />
            {t(`short.${choice}`)}
          </label>
        ))}
      </div>
    </li>
  );
});
