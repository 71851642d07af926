import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import type { CheckLine } from './lines.ts';
import { isComplete, missingCount, waitingCount, type PartState } from './summary.ts';

/** One line, with the section name translated when the line names one. */
function LineText({ line }: { line: CheckLine }) {
  const { t } = useTranslation('closeout');
  const section = line.values.section;
  const values = section === undefined ? line.values : { ...line.values, section: t(`check.sections.${section}`) };
  return <>{t(line.key, values)}</>;
}

function PartBody({ part }: { part: PartState }) {
  const { t } = useTranslation('closeout');
  switch (part.state) {
    case 'loading':
      return <p className="small text-body-secondary mb-0">{t('check.loading')}</p>;
    case 'error':
      return (
        <div className="d-flex justify-content-between align-items-center gap-2">
          <span className="small text-danger">{t('check.failed')}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={part.retry}>
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      );
    case 'checked':
      if (part.lines.length === 0) return <p className="small text-success mb-0">{t('check.partComplete')}</p>;
      return (
        <ul className="list-unstyled mb-0">
          {part.lines.map((line) => (
            <li key={`${line.key}-${JSON.stringify(line.values)}`}>
              <Link
                to={line.to}
                className={`d-flex align-items-center py-2 ${line.waiting ? 'link-secondary' : 'link-danger'}`}
                style={{ minHeight: 48 }}
              >
                <LineText line={line} />
              </Link>
            </li>
          ))}
        </ul>
      );
  }
}

/** The completeness check: one list of what the batch still lacks, each line leading to its screen; green when complete. */
export function CompletenessList({ parts }: { parts: readonly PartState[] }) {
  const { t } = useTranslation('closeout');
  const complete = isComplete(parts);
  const loading = parts.some((part) => part.state === 'loading');
  const onlyWaiting = !complete && !loading && missingCount(parts) === 0 && waitingCount(parts) > 0;
  const tone = complete ? 'success' : loading || onlyWaiting ? 'secondary' : 'danger';
  const count = missingCount(parts);
  const waiting = waitingCount(parts);
  const summary = complete
    ? t('check.complete')
    : loading
      ? t('check.loading')
      : count > 0
        ? t('check.incomplete', { count })
        : waiting > 0
          ? t('check.waiting', { count: waiting })
          : t('check.failed');
  return (
    <section className={`card mb-3 border-${tone}`} aria-labelledby="completeness-title" data-complete={complete}>
      <div
        className={`card-header d-flex flex-wrap justify-content-between align-items-center gap-2 bg-${tone}-subtle`}
      >
        <h2 id="completeness-title" className="h6 mb-0">
          {t('check.title')}
        </h2>
        <span className={`badge text-wrap text-start text-bg-${tone}`} role="status">
          {summary}
        </span>
      </div>
      <ul className="list-group list-group-flush">
        {parts.map((part) => (
          <li key={part.part} className="list-group-item">
            <h3 className="h6 mb-1">{t(`check.parts.${part.part}`)}</h3>
            <PartBody part={part} />
          </li>
        ))}
      </ul>
    </section>
  );
}
