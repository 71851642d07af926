import { contract, type CallSpec } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import '../features/account/api.ts';
import '../features/auth/api.ts';
import '../features/candidates/api.ts';
import '../features/closeout/api.ts';
import '../features/batches/api.ts';
import '../features/marks/api.ts';
import '../features/evidence/api.ts';
import '../features/attendance/api.ts';
import '../features/profile/api.ts';
import '../features/requests/api.ts';
import { specCalls } from '../../../contract/test/specCalls.ts';
import '../features/notifications/api.ts';
import { baseApi } from './baseApi.ts';
import { callOfEndpoint } from './callOfEndpoint.ts';

type Endpoint = { initiate: unknown; useQuery?: unknown; useMutation?: unknown };

describe('endpoints derived from the contract', () => {
  const endpoints = baseApi.endpoints as unknown as Record<string, Endpoint | undefined>;

  it.each(Object.entries(contract as Record<string, CallSpec>))(
    '%s has an endpoint of the right kind',
    (name, call) => {
      const endpoint = endpoints[name];
      expect(endpoint, `no endpoint for ${name}`).toBeDefined();
      const kind = endpoint?.useMutation ? 'mutation' : endpoint?.useQuery ? 'query' : 'none';
      expect(kind).toBe(call.method === 'GET' ? 'query' : 'mutation');
      expect(callOfEndpoint(name)).toBe(call);
    },
  );

  it.each(specCalls)('spec §7 call %s has an RTK Query endpoint', (specCall) => {
    const name = Object.keys(endpoints).find((key) => {
      const call = callOfEndpoint(key);
      return call && `${call.method} ${call.path}` === specCall;
    });
    expect(name, `no endpoint sends ${specCall}`).toBeDefined();
  });

  it('has no endpoint that the contract does not declare', () => {
    expect(Object.keys(endpoints).filter((name) => !(name in contract))).toEqual([]);
  });
});
