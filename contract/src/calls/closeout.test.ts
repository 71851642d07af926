import { describe, expect, it } from 'vitest';
import { RaisedIssue, closeoutCalls, invoiceBlockers, issueCategories, issueStates } from './closeout.ts';

const literalsOf = (schema: { anyOf?: { const?: unknown }[] }) => (schema.anyOf ?? []).map((member) => member.const);

describe('closeout declarations', () => {
  it('spell out the same categories, states and blockers as the lists the mock and client use', () => {
    expect(literalsOf(RaisedIssue.properties.category)).toEqual([...issueCategories]);
    expect(literalsOf(RaisedIssue.properties.status)).toEqual([...issueStates]);
    const missing = closeoutCalls.generateInvoice.errors[409].properties.missing as unknown as {
      items: { anyOf: { const: string }[] };
    };
    expect(literalsOf(missing.items)).toEqual([...invoiceBlockers]);
  });

  it('are ours, in the style of the documented calls', () => {
    expect(Object.values(closeoutCalls).map((call) => [call.method, call.path, call.source])).toEqual([
      ['POST', '/api/raise-issue', 'ours'],
      ['GET', '/api/raise-issue-list', 'ours'],
      ['POST', '/api/generate-invoice', 'ours'],
    ]);
    expect(closeoutCalls.raiseIssue.multipart.files).toEqual([
      { field: 'issueFiles', kinds: ['image', 'video'], maxCount: 5 },
    ]);
  });
});
