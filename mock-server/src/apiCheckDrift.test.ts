import { describe, expect, it } from 'vitest';
import { apiCheck } from '../../scripts/api-check/main.ts';
import { readCalls } from '../../scripts/api-check/plan.ts';
import { behindProxy, cellsOf, env, type OwnAnswer } from './testing/apiCheckKit.ts';
import { appForThisTest } from './testing/testApp.ts';

// api-check against a mock drifted as a real host may be: a renamed route, a renamed field, an HTML error page, a 200
// with `success: false`. Each drift is reported in its own row, and every call whose ids some other answer still
// carries is still sent: ids are learnt by field name and shape from every answer (scripts/api-check/ids.ts).

const reads = readCalls().map(([name]) => name);
const dayReads = reads.filter((name) => /^get[A-Z]\w*File$/.test(name));

/** Express's own pages, as the real back end answers an unknown route or a crash. */
const htmlPage = (status: number, text: string): OwnAnswer => ({
  status,
  type: 'text/html; charset=utf-8',
  body: `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Error</title></head>\n<body><pre>${text}</pre></body>\n</html>\n`,
});

describe('api-check against a drifted mock', () => {
  it('a renamed batch list: the batch comes from the request list, and every call that needs only a batch is sent', async () => {
    const { app } = await appForThisTest();
    const { host, seen } = await behindProxy(app, {
      url: (url) => url.replace(/^\/api\/batch-list\b/, '/api/batches-of-assessor'),
    });
    const { code, out } = await apiCheck(['--host', host], env);
    expect(code).toBe(1);
    expect(cellsOf(out, 'batchList')).toEqual({
      source: 'spec',
      status: '404',
      drift:
        'an error answer (HTTP 404, success false): Route not found; ' +
        'note: 404: the path is named by spec §7; check the route before the fields',
    });
    // The request list's batch is pending and has no day record yet: only the day's evidence waits, and says for what.
    for (const name of reads.filter((call) => call !== 'batchList' && !dayReads.includes(call)))
      expect([name, cellsOf(out, name).status]).toEqual([name, '200']);
    for (const name of dayReads)
      expect(cellsOf(out, name).drift).toBe(
        "note: waited for a day record's _id (QAverificationTimeStampId): no answer carried one " +
          '(activityCount 200, getTimeStampId 200, assessorAttendanceList 200)',
      );
    const batch = /batch-details\/(\w+)/.exec(seen.find((request) => request.includes('/batch-details/'))!)![1];
    expect(seen.filter((request) => request.includes(batch!)).length).toBeGreaterThan(8);
    expect(out).toContain('\n100 calls: 25 ok, 1 drift, 0 failed, 11 skipped, 63 not sent.\n');
  });

  it('a renamed field, an HTML error page and a 200 with success: false: each is drift, and no call behind them is lost', async () => {
    const { app } = await appForThisTest();
    const { host } = await behindProxy(app, {
      own: (url) => {
        if (url.startsWith('/api/nos-list/')) return htmlPage(500, 'Internal Server Error');
        if (url.startsWith('/api/getStates')) return htmlPage(404, 'Cannot POST /api/getStates');
        if (url.startsWith('/api/assesment-activity-count'))
          return {
            status: 200,
            type: 'application/json',
            body: JSON.stringify({ statusCode: 200, success: false, message: 'Something went wrong', error: {} }),
          };
        return undefined;
      },
      answer: (url, body) => {
        // `candidateList` renamed `candidates`.
        if (!url.startsWith('/api/candidate-list-by-batch')) return;
        const details = body.details as Record<string, unknown>;
        details.candidates = details.candidateList;
        delete details.candidateList;
      },
    });
    const { code, out } = await apiCheck(['--host', host], env);
    expect(code).toBe(1);
    expect(cellsOf(out, 'candidateList').drift).toBe(
      '/details must have required properties candidateList; note: extra /details/candidates',
    );
    expect(cellsOf(out, 'nosList')).toMatchObject({
      status: '500',
      drift: 'the answer is not the JSON envelope {statusCode, success, message, details}',
    });
    expect(cellsOf(out, 'activityCount').drift).toBe('an error answer (HTTP 200, success false): Something went wrong');
    expect(cellsOf(out, 'getStates')).toEqual({
      source: 'admin twin',
      status: '404',
      drift:
        'the answer is not the JSON envelope {statusCode, success, message, details}; ' +
        'note: 404: the path is seen in the admin twin; check the route before the fields',
    });
    // Only the cities wait: no other answer carries a state's code.
    expect(cellsOf(out, 'getCities')).toMatchObject({
      status: 'skipped',
      drift: "note: waited for a state's fipsCode: no answer carried one (getStates 404 drift)",
    });
    // The candidate (by its shape), the NOS (from the marks) and the day (from getTimeStampId) were still found.
    for (const name of reads.filter(
      (call) => !['candidateList', 'nosList', 'activityCount', 'getStates', 'getCities'].includes(call),
    ))
      expect([name, cellsOf(out, name).status]).toEqual([name, '200']);
    expect(out).toContain('\n100 calls: 32 ok, 4 drift, 0 failed, 1 skipped, 63 not sent.\n');
  });
});
