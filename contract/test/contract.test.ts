import { describe, expect, it } from 'vitest';
import { buildRequest, contract, evidenceKinds } from '../src/index.ts';
import { specCalls } from './specCalls.ts';

const declared = Object.values(contract).map((call) => `${call.method} ${call.path}`);

describe('the contract', () => {
  it('declares every call of spec §7', () => {
    const missing = specCalls.filter((call) => !declared.includes(call));
    expect(missing).toEqual([]);
  });

  it('declares each method and path once', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('holds the 11 evidence kinds with upload, get and remove each', () => {
    expect(evidenceKinds).toHaveLength(11);
    for (const kind of evidenceKinds) {
      const read = kind.readKind ?? kind.kind;
      expect(declared).toContain(`POST /api/upload-${kind.kind}File`);
      expect(declared).toContain(`GET /api/get-${read}File/:id`);
      expect(declared).toContain(`DELETE /api/remove-${read}File/:id`);
    }
  });

  it('never mixes a JSON body with a multipart body', () => {
    const both = Object.entries(contract).filter(([, call]) => 'body' in call && 'multipart' in call);
    expect(both).toEqual([]);
  });
});

describe('buildRequest', () => {
  it('fills and encodes path parameters', () => {
    const request = buildRequest(contract.getNosMarks, { params: { id: 'b 1', id2: 'c/2' }, query: { section: 'viva' } });
    expect(request).toEqual({ method: 'GET', url: '/api/get-nos-marks/b%201/c%2F2', query: { section: 'viva' }, body: undefined });
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildRequest(contract.batchDetails, {})).toThrow('Missing path parameter "id"');
  });
});

describe('filter values', () => {
  it('batch-list batchType and batch-req-list status accept exactly the declared values', async () => {
    const { batchTypes, requestStates, batchCalls, requestCalls } = await import('../src/index.ts');
    const batchType = (batchCalls.batchList.query.properties.batchType as unknown as { anyOf: { const: string }[] }).anyOf.map((s) => s.const);
    const status = (requestCalls.batchRequestList.query.properties.status as unknown as { anyOf: { const: string }[] }).anyOf.map((s) => s.const);
    expect(batchType).toEqual([...batchTypes]);
    expect(status).toEqual([...requestStates]);
  });
});
