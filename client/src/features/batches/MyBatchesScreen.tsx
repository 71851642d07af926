import { batchTypes } from '@assessor/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Pager } from '../../components/Pager.tsx';
import { BatchCard } from './BatchCard.tsx';
import { isBatchType, rememberBatchType, rememberedBatchType } from './rememberedFilter.ts';
import { useOrderedBatches } from './useOrderedBatches.ts';

/**
 * `/my-batches`: accepted batches, today's first, then upcoming, then completed newest first; by type, searched by
 * batch id or centre. Filter, search and page live in the URL (home links to a filtered list, back restores it); the
 * type last chosen is remembered on the phone and applies when the URL names none.
 */
export default function MyBatchesScreen() {
  const { t } = useTranslation('batches');
  const [params, setParams] = useSearchParams();
  const rawType = params.get('batchType');
  const batchType = params.has('batchType') ? (isBatchType(rawType) ? rawType : undefined) : rememberedBatchType();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const { list, totalPages, isLoading, error, refetch } = useOrderedBatches(batchType, page, search);

  const change = (next: { batchType?: string; search?: string; page?: number }) => {
    const merged = { batchType: batchType ?? '', search, page: 1, ...next };
    const entries = Object.entries(merged).filter(([key, value]) => value !== '' && !(key === 'page' && value === 1));
    setParams(Object.fromEntries(entries.map(([key, value]) => [key, String(value)])), { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ search: draft.trim() });
  };

  return (
    <section>
      <h1 className="h4 mb-3">{t('title')}</h1>
      <div className="mb-2">
        <label htmlFor="batch-type" className="form-label">
          {t('filterLabel')}
        </label>
        <select
          id="batch-type"
          className="form-select"
          value={batchType ?? ''}
          onChange={(event) => {
            rememberBatchType(event.target.value);
            change({ batchType: event.target.value });
          }}
        >
          <option value="">{t('types.all')}</option>
          {batchTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <form role="search" className="mb-3" onSubmit={submit}>
        <label htmlFor="batch-search" className="form-label">
          {t('searchLabel')}
        </label>
        <div className="input-group">
          <input
            id="batch-search"
            type="search"
            className="form-control"
            maxLength={100}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            {t('search')}
          </button>
        </div>
      </form>
      <ListStatus
        isLoading={isLoading}
        error={error}
        isEmpty={list.length === 0}
        emptyText={t('empty')}
        onRetry={refetch}
      >
        <ul className="list-unstyled">
          {list.map(({ batch, stage }) => (
            <BatchCard key={batch._id} batch={batch} stage={stage} />
          ))}
        </ul>
        <Pager page={page} totalPages={totalPages} onPage={(next) => change({ page: next })} />
      </ListStatus>
    </section>
  );
}
