import { describe, expect, it } from 'vitest';
import { marksSavedHere } from './marksSavedHere.ts';
import { fieldError, fieldsOf, marksDraft, nosMarksOf, saveSectionMarks, serverValues } from './marksEntry.ts';
import type { Candidate, Nos, Question, Result } from './models.ts';
import { filesOf, sectionDone, sectionMax } from './nosFields.ts';
import { resultCounts, sheetRow, sortRows } from './sheet.ts';

const nos = (id: string, extra: Partial<Nos> = {}): Nos => ({
  _id: id,
  NOS: `ELE/N31${id}: Title ${id}`,
  outOf: 10,
  ...extra,
});
const question = (id: string, marks: string): Question => ({
  _id: id,
  questionText: `Q ${id}`,
  marks,
  lang: [
    { language: 'English', questionText: `Q ${id}` },
    { language: 'Hindi', questionText: `प्रश्न ${id}` },
  ],
});

describe('NOS fields of the real API', () => {
  it('reads each section maximum from the real names, strings included', () => {
    expect(sectionMax(nos('1', { theory: '12' }), 'Theory')).toBe(12);
    expect(sectionMax(nos('1', { viva: '8', vivaTM: 6 }), 'viva')).toBe(6);
    expect(sectionMax(nos('1', { practical: '20' }), 'practical')).toBe(20);
    expect(sectionMax(nos('1', { outOf: '15' }), 'practical')).toBe(15);
  });

  it('reads candidate files as { filesUrl }, { uploadedFiles } or a bare list', () => {
    const file = { _id: 'f', fileKey: 'k', isViva: true, isVideo: false, url: '/u' };
    expect(filesOf({ filesUrl: [file] })).toEqual([file]);
    expect(filesOf({ uploadedFiles: [file] })).toEqual([file]);
    expect(filesOf([file])).toEqual([file]);
    expect(filesOf(undefined)).toEqual([]);
  });
});

describe('marks entry', () => {
  const list = [nos('1', { vivaTM: 10 }), nos('2', { vivaTM: 4 })];
  const questions = { 1: [question('a', '5'), question('b', '5')], 2: [] };
  const fields = fieldsOf(list, 'viva', questions);

  it('has a field per question, or one for a NOS without questions', () => {
    expect(fields.map((f) => [f.key, f.max])).toEqual([
      ['1/a', 5],
      ['1/b', 5],
      ['2', 4],
    ]);
  });

  it('refuses a value over the maximum and anything but digits', () => {
    expect(fieldError('', 5)).toBeNull();
    expect(fieldError('5', 5)).toBeNull();
    expect(fieldError('6', 5)).toEqual({ kind: 'overMax', max: 5 });
    expect(fieldError('1e', 5)).toEqual({ kind: 'notNumber' });
  });

  it('sends the NOS totals with their question marks, skips empty NOS, refuses half-filled ones', () => {
    const typed = (values: Record<string, string>) => (key: string) => values[key] ?? '';
    expect(nosMarksOf(fields, typed({ '1/a': '3', '1/b': '4' }), 'viva')).toEqual({
      nosMarks: [
        {
          nos_id: '1',
          obtainedMarks: 7,
          questionMarks: [
            { question_id: 'a', obtainedMarks: 3 },
            { question_id: 'b', obtainedMarks: 4 },
          ],
        },
      ],
    });
    expect(nosMarksOf(fields, typed({ '1/a': '3' }), 'viva')).toEqual({
      problem: { kind: 'partial', nos: list[0]!.NOS },
    });
    expect(nosMarksOf(fields, typed({ 2: '9' }), 'viva')).toEqual({ problem: { kind: 'invalid' } });
    expect(nosMarksOf(fields, typed({}), 'viva')).toEqual({ problem: { kind: 'nothing' } });
  });

  it('shows what the server holds per question, and builds the outbox entry of the section', () => {
    const rows = [
      {
        nosName: list[0]!.NOS,
        nos_id: '1',
        obtainedVivaMarks: 7,
        vivaQuestionMarks: [
          { question_id: 'a', obtainedMarks: 3 },
          { question_id: 'b', obtainedMarks: 4 },
        ],
      },
    ];
    expect(serverValues(fields, rows, 'viva', false)).toEqual({ '1/a': '3', '1/b': '4' });
    const draft = marksDraft('b1', 'c1', 'viva', [{ nos_id: '1', obtainedMarks: 7 }], 'Viva marks of A');
    expect(draft).toMatchObject({
      call: 'saveNosMarks',
      batchKey: 'batch:b1',
      scope: 'marks/b1/c1/viva',
      args: { body: { section: 'viva' } },
    });
    expect(marksDraft('b1', 'c1', 'Theory', [], '').call).toBe('saveTheoryMarks');
  });
});

describe('result sheet', () => {
  /** No section of the candidate was saved on this phone. */
  const notHere = () => false;
  const candidate = (id: string, name: string): Candidate => ({
    _id: id,
    candidateId: `B-${id}`,
    name,
    batchId: 'b',
    isPresent: 'Present',
  });
  const result = (percentage: string, verdict: Result['result'], viva?: number | 'ABSENT'): Result => ({
    candidate_id: 'x',
    percentage,
    result: verdict,
    obtainedGrandTotalMarks: 1,
    nosResult: [{ nosName: 'N', obtainedTheoryMarks: 1, ...(viva === undefined ? {} : { obtainedVivaMarks: viva }) }],
  });

  it('counts Pass, Fail and Absent and sorts by percentage as numbers', () => {
    const rows = [
      sheetRow(candidate('1', 'Asha'), result('9.50%', 'Fail', 2), notHere),
      sheetRow(candidate('2', 'Bina'), result('100.00%', 'Pass', 5), notHere),
      sheetRow(candidate('3', 'Chetan'), result('0.00%', 'Absent', 'ABSENT'), notHere),
      sheetRow(candidate('4', 'Dev'), undefined, notHere),
    ];
    expect(resultCounts(rows)).toEqual({ Pass: 1, Fail: 1, Absent: 1, NotMarked: 0, Incomplete: 0 });
    expect(sortRows(rows, 'percentage', -1).map((r) => r.name)).toEqual(['Bina', 'Asha', 'Chetan', 'Dev']);
    expect(sortRows(rows, 'name', 1).map((r) => r.name)).toEqual(['Asha', 'Bina', 'Chetan', 'Dev']);
    expect(rows[0]!.practical).toBeNull();
    expect(rows[2]!.viva).toBe('ABSENT');
  });

  it("reads the real result's default 0s as not marked, and 0s saved on this phone as marks", () => {
    const zeros: Result = {
      candidate_id: 'x',
      percentage: '0.00%',
      result: 'Fail',
      obtainedGrandTotalMarks: 0,
      nosResult: [{ nosName: 'N', obtainedTheoryMarks: 0, obtainedVivaMarks: 0, obtainedPracticalMarks: 0 }],
    };
    expect(sheetRow(candidate('7', 'Gita'), zeros, notHere)).toMatchObject({ result: 'NotMarked', theory: null });
    const everyHere = sheetRow(candidate('7', 'Gita'), zeros, () => true);
    expect(everyHere).toMatchObject({ result: 'Fail', theory: 0, viva: 0, practical: 0, percentage: '0.00%' });
  });

  it('a candidate without a mark in any section is not marked, not failed (the server says Fail, 0 %)', () => {
    const unmarked: Result = {
      candidate_id: 'x',
      percentage: '0.00%',
      result: 'Fail',
      obtainedGrandTotalMarks: 0,
      nosResult: [{ nosName: 'N' }],
    };
    const row = sheetRow(candidate('5', 'Esha'), unmarked, notHere);
    expect(row).toMatchObject({ result: 'NotMarked', percentage: '', total: null });
    expect(resultCounts([row, sheetRow(candidate('6', 'Farid'), result('9.50%', 'Fail', 2), notHere)])).toEqual({
      Pass: 0,
      Fail: 1,
      Absent: 0,
      NotMarked: 1,
      Incomplete: 0,
    });
  });

  it('a present candidate marked in some sections only is Incomplete, not the Pass or Fail the server says', () => {
    const partial: Result = {
      candidate_id: 'x',
      percentage: '38.42%',
      result: 'Pass',
      obtainedGrandTotalMarks: 73,
      nosResult: [
        { nosName: 'N', theoryMarks: 100, vivaMarks: 50, practicalMarks: 40, obtainedPracticalMarks: 33 },
        { nosName: 'M', theoryMarks: 0, vivaMarks: 0, practicalMarks: 50, obtainedPracticalMarks: 40 },
      ],
    };
    const row = sheetRow(candidate('8', 'Hari'), partial, notHere);
    expect(row).toMatchObject({ result: 'Incomplete', percentage: '', total: null, practical: 73, theory: null });
    expect(resultCounts([row]).Incomplete).toBe(1);
    // The default 0s of the real result in the unmarked sections change nothing; a section without maximum is not asked.
    const zerosElsewhere = { ...partial, nosResult: partial.nosResult.map((r) => ({ ...r, obtainedTheoryMarks: 0 })) };
    expect(sheetRow(candidate('8', 'Hari'), zerosElsewhere, notHere).result).toBe('Incomplete');
    const onlyPractical = {
      ...partial,
      nosResult: partial.nosResult.map((r) => ({ ...r, theoryMarks: 0, vivaMarks: 0 })),
    };
    expect(sheetRow(candidate('8', 'Hari'), onlyPractical, notHere)).toMatchObject({ result: 'Pass', total: 73 });
  });

  it('an absent result reads Absent with ABSENT in the sections it asks for, never marks', () => {
    const absent: Result = {
      candidate_id: 'x',
      percentage: '0.00%',
      result: 'Absent',
      obtainedGrandTotalMarks: 'ABSENT',
      nosResult: [{ nosName: 'N', theoryMarks: 10, obtainedTheoryMarks: 'ABSENT', vivaMarks: 0 }],
    };
    expect(sheetRow(candidate('9', 'Isha'), absent, () => true)).toMatchObject({
      result: 'Absent',
      theory: 'ABSENT',
      viva: null,
      total: 'ABSENT',
    });
  });

  it('a section is done when every NOS has marks in it, never when they read ABSENT', () => {
    expect(
      sectionDone(
        [
          { nosName: 'a', obtainedVivaMarks: 0 },
          { nosName: 'b', obtainedVivaMarks: 3 },
        ],
        'viva',
        false,
      ),
    ).toBe(true);
    expect(sectionDone([{ nosName: 'a', obtainedVivaMarks: 'ABSENT' }], 'viva', true)).toBe(false);
    expect(sectionDone([{ nosName: 'a', obtainedVivaMarks: 0 }, { nosName: 'b' }], 'viva', true)).toBe(false);
  });

  it("a section of 0s is done and shows its 0s only when this phone saved it (else it is the real result's default)", () => {
    const one = nos('1', { theory: 10 });
    const zeros = [{ nosName: one.NOS, nos_id: '1', obtainedVivaMarks: 0 }];
    expect(sectionDone(zeros, 'viva', false)).toBe(false);
    expect(sectionDone(zeros, 'viva', true)).toBe(true);
    const theory = fieldsOf([one], 'Theory', {});
    const theoryZeros = [{ nosName: one.NOS, nos_id: '1', obtainedTheoryMarks: 0 }];
    expect(serverValues(theory, theoryZeros, 'Theory', false)).toEqual({});
    expect(serverValues(theory, theoryZeros, 'Theory', true)).toEqual({ '1': '0' });
  });

  it('remembers a section saved on this phone once the outbox takes it, and not when it refuses it', async () => {
    localStorage.clear();
    const taken: unknown[] = [];
    await saveSectionMarks({ add: async (draft) => (taken.push(draft), 'e1') }, 'b1', 'c1', 'viva', [], 'Viva of A');
    expect(taken).toHaveLength(1);
    expect(marksSavedHere('b1', 'c1', 'viva')).toBe(true);
    const refusing = { add: () => Promise.reject(new Error('The outbox needs a signed-in assessor')) };
    await expect(saveSectionMarks(refusing, 'b1', 'c2', 'viva', [], 'Viva of B')).rejects.toThrow();
    expect(marksSavedHere('b1', 'c2', 'viva')).toBe(false);
  });
});
