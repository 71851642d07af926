import { batchTypes } from '@assessor/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useBatchListQuery } from './api.ts';
import { BatchSummary } from '../../components/BatchSummary.tsx';
import { paths } from '../../paths/paths.ts';

type BatchType = (typeof batchTypes)[number];
const isType = (value: string | null): value is BatchType => batchTypes.includes(value as BatchType);

/**
 * `/my-batches`: accepted batches by type, searched by batch id or centre. Filter, search and page live in the URL, so
 * the home tiles can link to a filtered list and the back button restores it.
 */
export default function MyBatchesScreen() {
  const { t } = useTranslation('batches');
  const [params, setParams] = useSearchParams();
  const rawType = params.get('batchType');
  const batchType = isType(rawType) ? rawType : undefined;
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const { data, isLoading, error, refetch } = useBatchListQuery({
    query: { page, ...(batchType ? { batchType } : {}), ...(search ? { search } : {}) },
  });
  const list = data?.batchList ?? [];

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
        <label htmlFor="batch-type" className="form-label">{t('filterLabel')}</label>
        <select id="batch-type" className="form-select" value={batchType ?? ''} onChange={(event) => change({ batchType: event.target.value })}>
          <option value="">{t('types.all')}</option>
          {batchTypes.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
        </select>
      </div>
      <form role="search" className="mb-3" onSubmit={submit}>
        <label htmlFor="batch-search" className="form-label">{t('searchLabel')}</label>
        <div className="input-group">
          <input id="batch-search" type="search" className="form-control" maxLength={100} value={draft} onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" className="btn btn-primary">{t('search')}</button>
        </div>
      </form>
      <ListStatus isLoading={isLoading} error={error} isEmpty={list.length === 0} emptyText={t('empty')} onRetry={() => void refetch()}>
        <ul className="list-unstyled">
          {list.map((batch) => (
            <li className="card mb-3" key={batch._id}>
              <div className="card-body">
                <h2 className="h6 card-title">
                  <Link to={paths.batch.assessment.to({ batchID: batch._id })} aria-label={t('open', { batchId: batch.batchId })}>{batch.batchId}</Link>
                </h2>
                <BatchSummary batch={batch} />
              </div>
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={data?.totalPages ?? 1} onPage={(next) => change({ page: next })} />
      </ListStatus>
    </section>
  );
}
