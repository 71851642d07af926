import { expect, it, vi } from 'vitest';

it("gives the page's own answer to a read asked since the worker keeps them, with the same arguments, else nothing", async () => {
  vi.resetModules();
  const { makeStore } = await import('../store.ts');
  const { baseApi } = await import('../../api/baseApi.ts');
  const { pageAnswers } = await import('./pageAnswers.ts');
  const store = makeStore();
  const api = baseApi.injectEndpoints({
    endpoints: (build) => ({
      heldList: build.query<{ items: string[] }, { query: { batch_id: string } }>({
        queryFn: (args) => ({ data: { items: [args.query.batch_id] } }),
      }),
    }),
  });
  const asked = Date.now();
  const query = store.dispatch(api.endpoints.heldList.initiate({ query: { batch_id: 'b1' } }));
  await query;
  const call = { call: 'heldList', args: { query: { batch_id: 'b1' } } };

  expect(pageAnswers(store.getState, 0)(call)).toEqual({ data: { items: ['b1'] } });
  expect(pageAnswers(store.getState, asked)(call), 'asked once the worker kept answers').toEqual({
    data: { items: ['b1'] },
  });
  expect(pageAnswers(store.getState, asked + 60_000)(call), 'asked before the worker kept answers').toBeUndefined();
  expect(pageAnswers(store.getState, 0)({ ...call, args: { query: { batch_id: 'b2' } } })).toBeUndefined();
  expect(pageAnswers(store.getState, 0)({ call: 'notAnEndpoint', args: {} })).toBeUndefined();
  expect(pageAnswers(store.getState, Infinity)(call), 'no worker keeps them').toBeUndefined();
  query.unsubscribe();
});
