import type { DetailsOf, closeoutCalls } from '@assessor/contract';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { dateFormat } from '../../../i18n/intl.ts';

export type Issue = DetailsOf<typeof closeoutCalls.raiseIssueList>['issueList'][number];

const tones = { open: 'warning', answered: 'success', closed: 'secondary' } as const;

/** dd/mm/yyyy in India. */
const shownDate = (iso: string) => dateFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** One raised issue: category, state, description, attachments and the answer. */
export function IssueCard({ issue }: { issue: Issue }) {
  const { t } = useTranslation('closeout');
  return (
    <li className="list-group-item" aria-label={t(`categories.${issue.category}`)}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <h3 className="h6 mb-1">{t(`categories.${issue.category}`)}</h3>
        <span className={`badge text-bg-${tones[issue.status]}`}>{t(`states.${issue.status}`)}</span>
      </div>
      <p className="small text-body-secondary mb-1">{t('raise.raisedOn', { date: shownDate(issue.createdAt) })}</p>
      <p className="mb-2 text-break">{issue.description}</p>
      {issue.issueFiles.length > 0 ? (
        <ul className="list-inline small mb-2">
          {issue.issueFiles.map((file, index) => (
            <li key={file._id} className="list-inline-item">
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                className="d-inline-flex align-items-center"
                style={{ minHeight: 48 }}
              >
                {t('raise.attachmentLink', { n: index + 1, name: file.fileName })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="border-start border-3 ps-2">
        <p className="small fw-semibold mb-0">{t('raise.answer')}</p>
        <p className="mb-0 text-break">{issue.answer ?? t('raise.noAnswer')}</p>
      </div>
    </li>
  );
}
