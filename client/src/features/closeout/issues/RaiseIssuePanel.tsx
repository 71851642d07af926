import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { OutboxList } from '../../../outbox/OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from '../../../outbox/useOutbox.ts';
import { useRaiseIssueListQuery } from '../api.ts';
import { IssueCard } from './IssueCard.tsx';
import { IssueForm } from './IssueForm.tsx';
import { issueScope } from './issueDraft.ts';

/** Raise an issue about one batch, and the batch's raised issues with their state and answer. */
export function RaiseIssuePanel({ batchId }: { batchId: string }) {
  const { t } = useTranslation('closeout');
  const outbox = useOutbox();
  const waiting = useOutboxEntries().filter((entry) => entry.scope === issueScope(batchId));
  // Answers arrive from a reviewer: read the list afresh each time the screen opens.
  const list = useRaiseIssueListQuery({ query: { batch_id: batchId, limit: 50 } }, { refetchOnMountOrArgChange: true });
  const issues = list.data?.issueList ?? [];
  return (
    <>
      <IssueForm batchId={batchId} />
      <OutboxList entries={waiting} outbox={outbox} />
      <h2 className="h5 mt-4">{t('raise.listTitle')}</h2>
      <ListStatus
        isLoading={list.isLoading}
        error={list.error}
        isEmpty={issues.length === 0}
        emptyText={t('raise.listEmpty')}
        offlineText={t('raise.listOffline')}
        onRetry={() => void list.refetch()}
      >
        <ul className="list-group" aria-label={t('raise.listTitle')}>
          {issues.map((issue) => (
            <IssueCard key={issue._id} issue={issue} />
          ))}
        </ul>
      </ListStatus>
    </>
  );
}
