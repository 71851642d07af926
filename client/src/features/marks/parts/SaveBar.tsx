import { useTranslation } from '../../../i18n/useTranslation.ts';
import { OutboxList } from '../../../outbox/OutboxItem.tsx';
import type { Outbox } from '../../../outbox/outbox.ts';
import type { EntryView } from '../../../outbox/types.ts';
import type { SaveProblem } from '../marksEntry.ts';

interface Props {
  unsaved: boolean;
  pending: readonly EntryView[];
  outbox: Outbox;
  problem: SaveProblem | null;
  onSave: () => void;
}

/** Where the marks stand (typed and not saved, waiting to send, saved) and the one Save button. */
export function SaveBar({ unsaved, pending, outbox, problem, onSave }: Props) {
  const { t } = useTranslation('marks');
  const state = pending.length > 0 ? t('state.waiting') : unsaved ? t('state.unsaved') : t('state.saved');
  return (
    <div className="sticky-save-bar bg-body py-2 border-top">
      <OutboxList entries={pending} outbox={outbox} />
      {problem ? (
        <p className="text-danger small mb-1" role="alert">
          {t(`problem.${problem.kind}`, problem)}
        </p>
      ) : null}
      <div className="d-flex align-items-center gap-2">
        <span
          className={`small flex-grow-1 ${unsaved ? 'text-warning-emphasis fw-semibold' : 'text-body-secondary'}`}
          role="status"
        >
          {state}
        </span>
        <button type="button" className="btn btn-primary" style={{ minHeight: 48, minWidth: 120 }} onClick={onSave}>
          {t('save')}
        </button>
      </div>
    </div>
  );
}
