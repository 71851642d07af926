import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import type { Batch, Candidate, Nos } from '../../db/types.ts';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { eachTestSignedIn, json, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const demoId = () => t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!._id;
const batchOf = (owner: string): Batch => t.db.data.batches.find((b) => b.accessorId === owner && b.isAcceptAssesor)!;
const nosOf = (batch: Batch): Nos[] => t.db.data.jobRoles.find((r) => r._id === batch.jobRole_id)!.nos;
const candidateOf = (batch: Batch, nth = 0): Candidate =>
  t.db.data.candidates.filter((c) => c.batchId === batch._id)[nth]!;
const headers = () => ({ [AUTH_HEADER]: token });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: headers() });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: headers(), payload });
const present = (candidate: Candidate, isPresent: Candidate['isPresent'] = 'Present') =>
  post('/api/save-candidate-attendence', {
    batch_id: candidate.batchId,
    attendance: [{ candidate_id: candidate._id, isPresent }],
  });

type Result = {
  nosResult: Record<string, unknown>[];
  percentage: string;
  result: string;
  grandTotalMarks: number;
  obtainedGrandTotalMarks: number | string;
};
const resultOf = async (batch: Batch, candidate: Candidate) =>
  json(await get(`/api/get-nos-marks/${batch._id}/${candidate._id}?section=viva`)).details as Result;

/** Every NOS of every section at `share` of its maximum (floored). */
async function markAll(batch: Batch, candidate: Candidate, share: number) {
  const nos = nosOf(batch);
  const theory = await post('/api/save-theory-marks', {
    batch_id: batch._id,
    candidate_id: candidate._id,
    nosMarks: nos.map((n) => ({ nos_id: n._id, obtainedMarks: Math.floor(n.theoryTM * share) })),
  });
  expect(theory.statusCode).toBe(200);
  for (const section of ['viva', 'practical'] as const) {
    const answer = await post('/api/save-nos-marks', {
      batch_id: batch._id,
      candidate_id: candidate._id,
      section,
      nosMarks: nos.map((n) => ({
        nos_id: n._id,
        obtainedMarks: Math.floor((section === 'viva' ? n.vivaTM : n.practicalTM) * share),
      })),
    });
    expect(answer.statusCode).toBe(200);
  }
}

describe('nos-list', () => {
  it("answers the batch job role's NOS with the real field names per section", async () => {
    const batch = batchOf(demoId());
    const nos = nosOf(batch);
    const theory = (
      json(await get(`/api/nos-list/${batch._id}?section=Theory`)).details as { nosList: Record<string, unknown>[] }
    ).nosList;
    expect(theory.map((n) => n.NOS)).toEqual(nos.map((n) => n.NOS));
    expect(theory[0]).toMatchObject({
      theory: String(nos[0]!.theoryTM),
      totalNOQ: nos[0]!.theoryNOQ,
      totalMPQ: nos[0]!.theoryMPQ,
    });
    expect(theory[0]).not.toHaveProperty('theoryTM');
    const viva = (
      json(await get(`/api/nos-list/${batch._id}?section=viva`)).details as { nosList: Record<string, unknown>[] }
    ).nosList;
    expect(viva[0]).toMatchObject({
      vivaTM: nos[0]!.vivaTM,
      practicalTM: nos[0]!.practicalTM,
      viva: String(nos[0]!.vivaTM),
      outOf: nos[0]!.vivaTM,
    });
  });

  it("refuses an unknown section (400) and another assessor's batch (403)", async () => {
    const batch = batchOf(demoId());
    expect((await get(`/api/nos-list/${batch._id}?section=oral`)).statusCode).toBe(400);
    const other = t.db.data.assessors.find((a) => a._id !== demoId())!;
    expect((await get(`/api/nos-list/${batchOf(other._id)._id}?section=viva`)).statusCode).toBe(403);
  });
});

describe('nos-question', () => {
  it('answers viva and practical questions with English and Hindi text and string marks', async () => {
    const batch = batchOf(demoId());
    const nos = nosOf(batch)[0]!;
    const questions = (
      json(await get(`/api/nos-question/${batch._id}?nosId=${nos._id}&section=practical`)).details as {
        questions: { _id: string; marks: string; lang: { language: string; questionText: string }[] }[];
      }
    ).questions;
    expect(questions.map((q) => q._id)).toEqual(nos.practicalQuestions.map((q) => q._id));
    expect(questions[0]!.marks).toBe(String(nos.practicalMPQ));
    expect(questions[0]!.lang.map((l) => l.language)).toEqual(['English', 'Hindi']);
    expect(questions[0]!.lang[1]!.questionText).toMatch(/[\u0900-\u097F]/);
  });

  it('refuses theory (no questions), an unknown NOS (404)', async () => {
    const batch = batchOf(demoId());
    expect((await get(`/api/nos-question/${batch._id}?nosId=${nosOf(batch)[0]!._id}&section=Theory`)).statusCode).toBe(
      400,
    );
    expect((await get(`/api/nos-question/${batch._id}?nosId=ffffffffffffffffffffffff&section=viva`)).statusCode).toBe(
      404,
    );
  });
});

describe('marks and result', () => {
  it('has no obtained marks before marking, and computes Fail at 0', async () => {
    const batch = batchOf(demoId());
    const candidate = candidateOf(batch);
    const result = await resultOf(batch, candidate);
    expect(result.nosResult).toHaveLength(nosOf(batch).length);
    expect(result.nosResult[0]).not.toHaveProperty('obtainedVivaMarks');
    expect(result).toMatchObject({ percentage: '0.00%', result: 'Fail', obtainedGrandTotalMarks: 0 });
  });

  it('computes totals, percentage and Pass / Fail at the batch passing percentage', async () => {
    const batch = batchOf(demoId());
    const [good, weak] = [candidateOf(batch, 0), candidateOf(batch, 1)];
    await present(good);
    await present(weak);
    await markAll(batch, good, 1);
    await markAll(batch, weak, 0.2);
    const full = await resultOf(batch, good);
    const total = nosOf(batch).reduce((sum, n) => sum + n.theoryTM + n.vivaTM + n.practicalTM, 0);
    expect(full).toMatchObject({
      grandTotalMarks: total,
      obtainedGrandTotalMarks: total,
      percentage: '100.00%',
      result: 'Pass',
    });
    const first = nosOf(batch)[0]!;
    expect(full.nosResult[0]).toMatchObject({
      nosName: first.NOS,
      theoryMarks: first.theoryTM,
      obtainedTheoryMarks: first.theoryTM,
      totalMarks: first.theoryTM + first.vivaTM + first.practicalTM,
    });
    const low = await resultOf(batch, weak);
    const got = nosOf(batch).reduce(
      (sum, n) => sum + Math.floor(n.theoryTM * 0.2) + Math.floor(n.vivaTM * 0.2) + Math.floor(n.practicalTM * 0.2),
      0,
    );
    expect(low).toMatchObject({
      obtainedGrandTotalMarks: got,
      percentage: `${((got * 100) / total).toFixed(2)}%`,
      result: 'Fail',
    });

    batch.questionPaper.passingPercentage = 10;
    expect((await resultOf(batch, weak)).result).toBe('Pass');
  });

  it('refuses a mark above the maximum or below 0 with a clear 400 and stores nothing', async () => {
    const batch = batchOf(demoId());
    const candidate = candidateOf(batch);
    await present(candidate);
    const nos = nosOf(batch)[0]!;
    for (const obtainedMarks of [nos.vivaTM + 1, -1]) {
      const answer = await post('/api/save-nos-marks', {
        batch_id: batch._id,
        candidate_id: candidate._id,
        section: 'viva',
        nosMarks: [{ nos_id: nos._id, obtainedMarks }],
      });
      expect(answer.statusCode).toBe(400);
      expect(json(answer).message).toContain('Obtained Marks cannot be negative or greater than Total Marks.');
      expect(json(answer).message).toContain(`0–${nos.vivaTM}`);
    }
    const theory = await post('/api/save-theory-marks', {
      batch_id: batch._id,
      candidate_id: candidate._id,
      nosMarks: [{ nos_id: nos._id, obtainedMarks: nos.theoryTM + 1 }],
    });
    expect(theory.statusCode).toBe(400);
    expect(t.db.data.candidateMarks.filter((m) => m.candidate_id === candidate._id)).toHaveLength(0);
  });

  it('checks per-question marks against each question and their sum', async () => {
    const batch = batchOf(demoId());
    const candidate = candidateOf(batch);
    await present(candidate);
    const nos = nosOf(batch)[0]!;
    const [q1, q2] = nos.vivaQuestions;
    const send = (questionMarks: { question_id: string; obtainedMarks: number }[], obtainedMarks: number) =>
      post('/api/save-nos-marks', {
        batch_id: batch._id,
        candidate_id: candidate._id,
        section: 'viva',
        nosMarks: [{ nos_id: nos._id, obtainedMarks, questionMarks }],
      });
    expect((await send([{ question_id: q1!._id, obtainedMarks: q1!.marks + 1 }], q1!.marks + 1)).statusCode).toBe(400);
    expect(
      (
        await send(
          [
            { question_id: q1!._id, obtainedMarks: 1 },
            { question_id: q2!._id, obtainedMarks: 1 },
          ],
          3,
        )
      ).statusCode,
    ).toBe(400);
    const ok = await send(
      [
        { question_id: q1!._id, obtainedMarks: 1 },
        { question_id: q2!._id, obtainedMarks: 2 },
      ],
      3,
    );
    expect(ok.statusCode).toBe(200);
    const row = (await resultOf(batch, candidate)).nosResult[0]!;
    expect(row).toMatchObject({
      obtainedVivaMarks: 3,
      vivaQuestionMarks: [
        { question_id: q1!._id, obtainedMarks: 1 },
        { question_id: q2!._id, obtainedMarks: 2 },
      ],
    });
  });

  it('saving again replaces the marks of that NOS and section', async () => {
    const batch = batchOf(demoId());
    const candidate = candidateOf(batch);
    await present(candidate);
    const nos = nosOf(batch)[0]!;
    for (const obtainedMarks of [1, 2]) {
      await post('/api/save-theory-marks', {
        batch_id: batch._id,
        candidate_id: candidate._id,
        nosMarks: [{ nos_id: nos._id, obtainedMarks }],
      });
    }
    expect(t.db.data.candidateMarks.filter((m) => m.candidate_id === candidate._id)).toHaveLength(1);
    expect((await resultOf(batch, candidate)).nosResult[0]).toMatchObject({ obtainedTheoryMarks: 2 });
  });

  it('an absent candidate has ABSENT in every NOS and the result Absent; numeric marks are refused', async () => {
    const batch = batchOf(demoId());
    const candidate = candidateOf(batch);
    await present(candidate);
    await markAll(batch, candidate, 1);
    await present(candidate, 'Absent');
    const result = await resultOf(batch, candidate);
    expect(result).toMatchObject({ result: 'Absent', percentage: '0.00%', obtainedGrandTotalMarks: 'ABSENT' });
    expect(
      result.nosResult.every(
        (n) =>
          n.obtainedTheoryMarks === 'ABSENT' && n.obtainedVivaMarks === 'ABSENT' && n.totalObtainedMarks === 'ABSENT',
      ),
    ).toBe(true);
    const nos = nosOf(batch)[0]!;
    const refused = await post('/api/save-theory-marks', {
      batch_id: batch._id,
      candidate_id: candidate._id,
      nosMarks: [{ nos_id: nos._id, obtainedMarks: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toContain('Absent');
    const absent = await post('/api/save-theory-marks', {
      batch_id: batch._id,
      candidate_id: candidate._id,
      nosMarks: [{ nos_id: nos._id, obtainedMarks: 'ABSENT' }],
    });
    expect(absent.statusCode).toBe(200);
  });

  it('refuses marks before attendance, "ABSENT" for a present candidate, and a NOS of another job role', async () => {
    const batch = batchOf(demoId());
    const candidate = candidateOf(batch);
    const nos = nosOf(batch)[0]!;
    const theory = (obtainedMarks: number | string, nosId = nos._id) =>
      post('/api/save-theory-marks', {
        batch_id: batch._id,
        candidate_id: candidate._id,
        nosMarks: [{ nos_id: nosId, obtainedMarks }],
      });
    expect(json(await theory(1)).message).toContain('attendance');
    await present(candidate);
    expect((await theory('ABSENT')).statusCode).toBe(400);
    const foreign = t.db.data.jobRoles.find((r) => r._id !== batch.jobRole_id)!.nos[0]!;
    expect((await theory(0, foreign._id)).statusCode).toBe(400);
    expect(
      (
        await post('/api/save-nos-marks', {
          batch_id: batch._id,
          candidate_id: candidate._id,
          section: 'Theory',
          nosMarks: [{ nos_id: nos._id, obtainedMarks: 0 }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it("refuses another assessor's batch and candidate, and a candidate of another batch", async () => {
    const batch = batchOf(demoId());
    const other = t.db.data.assessors.find((a) => a._id !== demoId())!;
    const theirs = batchOf(other._id);
    const theirCandidate = candidateOf(theirs);
    expect((await get(`/api/get-nos-marks/${theirs._id}/${theirCandidate._id}?section=viva`)).statusCode).toBe(403);
    const save = await post('/api/save-theory-marks', {
      batch_id: theirs._id,
      candidate_id: theirCandidate._id,
      nosMarks: [{ nos_id: nosOf(theirs)[0]!._id, obtainedMarks: 0 }],
    });
    expect(save.statusCode).toBe(403);
    expect((await get(`/api/get-nos-marks/${batch._id}/${theirCandidate._id}?section=viva`)).statusCode).toBe(404);
  });
});
