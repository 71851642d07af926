import { describe, expect, it } from 'vitest';
import {
  buildRequest,
  contract,
  describeTypes,
  evidenceCallNames,
  evidenceCalls,
  evidenceKindBySlug,
  evidenceKinds,
  fieldRules,
  isAcceptedFile,
  matches,
  patternMessages,
  trainerCalls,
} from '../src/index.ts';
import { specCalls } from './specCalls.ts';

const everyCall = [...Object.values(contract), ...Object.values(trainerCalls)];
const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
/** The API's calls: the mock's own controls (source 'mock') are outside spec §7. */
const declared = everyCall.filter((call) => call.source !== 'mock').map(key);

describe('the contract', () => {
  it('declares every call of spec §7', () => {
    const missing = specCalls.filter((call) => !declared.includes(call));
    expect(missing).toEqual([]);
  });

  it('declares each method and path once, trainer calls included', () => {
    const all = everyCall.map(key);
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps the trainer calls apart: source mock, under /__mock/, no token, none in the contract', () => {
    for (const call of Object.values(trainerCalls)) {
      expect(call).toMatchObject({ source: 'mock', auth: false });
      expect(call.path).toMatch(/^\/__mock\//);
    }
    expect(Object.values(contract).filter((call) => (call.source as string) === 'mock')).toEqual([]);
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

  it('names the endpoints of each kind after its routes (upload-toolsFile but get-toolFile)', () => {
    for (const kind of evidenceKinds) {
      const names = evidenceCallNames(kind);
      expect(evidenceCalls[names.upload].path).toBe(`/api/upload-${kind.kind}File`);
      expect(evidenceCalls[names.get].path).toBe(`/api/get-${kind.readKind ?? kind.kind}File/:id`);
      expect(evidenceCalls[names.remove].method).toBe('DELETE');
      expect(evidenceKindBySlug(kind.slug)).toBe(kind);
    }
    expect(evidenceCallNames(evidenceKindBySlug('tools-photos')!)).toEqual({
      upload: 'uploadToolsFile',
      get: 'getToolFile',
      remove: 'removeToolFile',
    });
    expect(evidenceKindBySlug('nope')).toBeUndefined();
  });

  it('declares error payloads only for error statuses', () => {
    const statuses = Object.values(contract).flatMap((call) =>
      Object.keys('errors' in call ? call.errors : {}).map(Number),
    );
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => !(status >= 400 && status < 600))).toEqual([]);
  });

  it('never mixes a JSON body with a multipart body', () => {
    const both = Object.entries(contract).filter(([, call]) => 'body' in call && 'multipart' in call);
    expect(both).toEqual([]);
  });
});

describe('buildRequest', () => {
  it('fills and encodes path parameters', () => {
    const request = buildRequest(contract.getNosMarks, {
      params: { id: 'b 1', id2: 'c/2' },
      query: { section: 'viva' },
    });
    expect(request).toEqual({
      method: 'GET',
      url: '/api/get-nos-marks/b%201/c%2F2',
      query: { section: 'viva' },
      body: undefined,
    });
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildRequest(contract.batchDetails, {})).toThrow('Missing path parameter "id"');
  });
});

describe('fieldRules (api-facts §2)', () => {
  it.each([
    ['mobile', '9876543210', ['987654321', '98765432100', '98765-4321']],
    ['otp', '0042', ['042', '00420', '4e21']],
    ['password', 'Demo@1234', ['Demo1234', 'Demo@abc', '1234@5678', 'De@1', 'Demo@12345678901234567']],
    ['email', 'a@b.in', ['a@b', 'a b@c.in', '@c.in']],
  ] as const)('%s accepts a good value and refuses bad ones', (name, good, bad) => {
    expect(matches(fieldRules[name], good)).toBe(true);
    for (const value of bad) expect(matches(fieldRules[name], value)).toBe(false);
  });

  it('gives each pattern its message', () => {
    expect(patternMessages[fieldRules.mobile.pattern]).toBe('Mobile number must be exactly 10 digits.');
  });
});

describe('file types', () => {
  it('accepts a file only when its extension and declared type agree and the slot takes them', () => {
    expect(isAcceptedFile('a.JPG', 'image/jpeg', ['image'])).toBe(true);
    expect(isAcceptedFile('a.png', 'image/jpeg', ['image'])).toBe(false);
    expect(isAcceptedFile('a.mp4', 'video/mp4', ['image', 'document'])).toBe(false);
    expect(isAcceptedFile('a.exe', 'application/octet-stream', ['image', 'document'])).toBe(false);
    expect(isAcceptedFile('noext', 'image/jpeg', ['image'])).toBe(false);
  });

  it('names the accepted types for messages', () => {
    expect(describeTypes(['image', 'document'])).toBe('JPEG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX');
    expect(describeTypes(['video'])).toBe('MP4');
  });
});

describe('filter values', () => {
  it('batch-list batchType and batch-req-list status accept exactly the declared values', async () => {
    const { batchTypes, requestStates, batchCalls, requestCalls } = await import('../src/index.ts');
    const batchType = (
      batchCalls.batchList.query.properties.batchType as unknown as { anyOf: { const: string }[] }
    ).anyOf.map((s) => s.const);
    const status = (
      requestCalls.batchRequestList.query.properties.status as unknown as { anyOf: { const: string }[] }
    ).anyOf.map((s) => s.const);
    expect(batchType).toEqual([...batchTypes]);
    expect(status).toEqual([...requestStates]);
  });
});
