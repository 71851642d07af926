import { describe, expect, expectTypeOf, it } from 'vitest';
import { authApi } from '../features/auth/api.ts';
import { batchesApi } from '../features/batches/api.ts';
import { evidenceApi } from '../features/evidence/api.ts';

type ArgOf<E> = E extends { initiate: (arg: infer A, ...rest: never[]) => unknown } ? A : never;

describe('deriveEndpoints', () => {
  it('builds the request from the contract and carries the call in extraOptions', () => {
    const endpoint = batchesApi.endpoints.batchDetails;
    expect(endpoint.name).toBe('batchDetails');
    expect(typeof authApi.useLoginAssessorMutation).toBe('function');
    expect(typeof batchesApi.useBatchListQuery).toBe('function');
    expect(typeof evidenceApi.useGetGroupFileQuery).toBe('function');
  });

  it('types hook arguments from the contract (checked by tsc)', () => {
    expectTypeOf<ArgOf<typeof authApi.endpoints.loginAssessor>>().toEqualTypeOf<
      { body: { email: string; password: string } } & { params?: never } & { query?: never }
    >();
    expectTypeOf<ArgOf<typeof authApi.endpoints.logout>>().toEqualTypeOf<void>();
    expectTypeOf<ArgOf<typeof batchesApi.endpoints.batchDetails>>()
      .toHaveProperty('params')
      .toEqualTypeOf<{ id: string }>();
    // @ts-expect-error the login call needs a body
    authApi.endpoints.loginAssessor.initiate({});
    type Uploaded = ArgOf<typeof evidenceApi.endpoints.uploadGroupFile>;
    expectTypeOf<Uploaded>().toHaveProperty('body').toEqualTypeOf<FormData>();
    expectTypeOf<Uploaded>()
      .toHaveProperty('onUploadProgress')
      .toEqualTypeOf<((fraction: number) => void) | undefined>();
  });
});
