import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import type { Candidate } from '../models.ts';

interface Props {
  candidates: readonly Candidate[];
  current: Candidate;
  linkOf: (candidateId: string) => string;
}

/** The candidate being marked, their place in the batch, and one tap to the previous or next candidate. */
export function CandidateNav({ candidates, current, linkOf }: Props) {
  const { t } = useTranslation('marks');
  const index = candidates.findIndex((c) => c._id === current._id);
  const previous = candidates[index - 1];
  const next = candidates[index + 1];
  const button = 'btn btn-outline-primary d-flex align-items-center justify-content-center flex-fill';
  return (
    <div className="mb-3">
      <p className="mb-1 fw-semibold">{current.name}</p>
      <p className="mb-2 small text-body-secondary">
        {t('candidateLine', { id: current.candidateId, position: index + 1, total: candidates.length })}
      </p>
      <nav className="d-flex gap-2" aria-label={t('candidateNav')}>
        {previous ? (
          <Link to={linkOf(previous._id)} className={button} style={{ minHeight: 48 }}>
            {t('previous')}
          </Link>
        ) : (
          <span className={`${button} disabled`} aria-disabled="true" style={{ minHeight: 48 }}>
            {t('previous')}
          </span>
        )}
        {next ? (
          <Link to={linkOf(next._id)} className={button} style={{ minHeight: 48 }}>
            {t('next')}
          </Link>
        ) : (
          <span className={`${button} disabled`} aria-disabled="true" style={{ minHeight: 48 }}>
            {t('next')}
          </span>
        )}
      </nav>
    </div>
  );
}
