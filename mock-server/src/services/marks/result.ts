import type { DetailsOf, Section, markCalls } from '@assessor/contract';
import type { Batch, Candidate, CandidateMark, DbState } from '../../db/types.ts';
import { lookup } from '../../db/tracked.ts';
import { nosOf, selectedSections } from './marks.ts';
import { sectionMax } from './sectionMax.ts';

type Obtained = number | 'ABSENT';
type Result = DetailsOf<typeof markCalls.getNosMarks>;
type NosRow = Result['nosResult'][number];

const keys = {
  Theory: {
    max: 'theoryMarks',
    got: 'obtainedTheoryMarks',
    total: 'totalTheoryMarks',
    gotTotal: 'obtainedTotalTheoryMarks',
  },
  viva: { max: 'vivaMarks', got: 'obtainedVivaMarks', total: 'totalVivaMarks', gotTotal: 'obtainedTotalVivaMarks' },
  practical: {
    max: 'practicalMarks',
    got: 'obtainedPracticalMarks',
    total: 'totalPracticalMarks',
    gotTotal: 'obtainedTotalPracticalMarks',
  },
} as const;

/** "NN.NN%" of obtained over total (0 total → "0.00%"). */
export const percentText = (obtained: number, total: number) =>
  `${(total > 0 ? (obtained * 100) / total : 0).toFixed(2)}%`;

/**
 * A candidate's result as api-facts §5 describes it: per NOS the maximum and obtained marks of each selected section
 * and their totals; the grand totals; the percentage "NN.NN%"; Pass when it reaches the batch's passing percentage
 * (default 33), else Fail; an absent candidate has "ABSENT" everywhere and the result Absent. A section not marked
 * yet has no obtained marks in that NOS and counts as 0.
 */
export function candidateResult(data: DbState, batch: Batch, candidate: Candidate): Result {
  const absent = candidate.isPresent === 'Absent';
  const chosen = selectedSections(batch);
  const marks = lookup(data.candidateMarks, 'candidate_id', candidate._id);
  const find = (nosId: string, section: Section): CandidateMark | undefined =>
    marks.find((m) => m.nos_id === nosId && m.section === section);
  const sums: Record<string, number> = {};
  let grand = 0;
  let grandGot = 0;
  const nosResult = nosOf(data, batch).map((nos) => {
    const row: NosRow & Record<string, unknown> = { nosName: nos.NOS, nos_id: nos._id };
    let total = 0;
    let got = 0;
    for (const section of chosen) {
      const k = keys[section];
      const max = sectionMax(nos, section);
      const mark = find(nos._id, section);
      row[k.max] = max;
      total += max;
      sums[k.total] = (sums[k.total] ?? 0) + max;
      if (absent) row[k.got] = 'ABSENT';
      else if (mark) {
        row[k.got] = mark.obtainedMarks;
        got += mark.obtainedMarks;
        sums[k.gotTotal] = (sums[k.gotTotal] ?? 0) + mark.obtainedMarks;
        if (mark.questionMarks && section !== 'Theory') row[`${section}QuestionMarks`] = mark.questionMarks;
      }
    }
    grand += total;
    grandGot += got;
    return { ...row, totalMarks: total, totalObtainedMarks: (absent ? 'ABSENT' : got) as Obtained } as NosRow;
  });
  const passing = batch.questionPaper?.passingPercentage ?? 33;
  const percent = absent ? 0 : grand > 0 ? (grandGot * 100) / grand : 0;
  const totals = Object.fromEntries(
    chosen.flatMap((section) => {
      const k = keys[section];
      return [
        [k.total, sums[k.total] ?? 0],
        [k.gotTotal, absent ? 'ABSENT' : (sums[k.gotTotal] ?? 0)],
      ];
    }),
  );
  return {
    candidate_id: candidate._id,
    candidateId: candidate.candidateId,
    candidateName: candidate.name,
    nosResult,
    ...totals,
    grandTotalMarks: grand,
    obtainedGrandTotalMarks: (absent ? 'ABSENT' : grandGot) as Obtained,
    percentage: absent ? '0.00%' : percentText(grandGot, grand),
    result: absent ? ('Absent' as const) : percent >= passing ? ('Pass' as const) : ('Fail' as const),
  };
}
