import type { Faker } from '@faker-js/faker';
import type { JobRole, Nos, Question } from '../db/types.ts';
import { jobRoleCatalog, nosTitles, questionBank } from './catalog.ts';

function question(f: Faker, marks: number): Question {
  const q = f.helpers.arrayElement(questionBank);
  return {
    _id: f.database.mongodbObjectId(),
    questionText: q.en,
    answer: q.answer,
    marks,
    lang: [
      { language: 'English', questionText: q.en },
      { language: 'Hindi', questionText: q.hi },
    ],
  };
}

function nos(f: Faker, qpCode: string, index: number, title: string): Nos {
  const section = (noq: [number, number], mpq: [number, number]) => {
    const count = f.number.int({ min: noq[0], max: noq[1] });
    const marks = f.number.int({ min: mpq[0], max: mpq[1] });
    return [count, marks, count * marks] as const;
  };
  const [theoryNOQ, theoryMPQ, theoryTM] = section([5, 15], [1, 2]);
  const [vivaNOQ, vivaMPQ, vivaTM] = section([2, 4], [2, 5]);
  const [practicalNOQ, practicalMPQ, practicalTM] = section([2, 4], [5, 10]);
  const prefix = qpCode.split('/')[0] ?? 'NOS';
  return {
    _id: f.database.mongodbObjectId(),
    NOS: `${prefix}/N${qpCode.slice(-4, -2)}${String(index + 1).padStart(2, '0')}: ${title}`,
    outOf: theoryTM + vivaTM + practicalTM,
    theoryNOQ,
    theoryMPQ,
    theoryTM,
    vivaNOQ,
    vivaMPQ,
    vivaTM,
    practicalNOQ,
    practicalMPQ,
    practicalTM,
    vivaQuestions: Array.from({ length: Math.min(vivaNOQ, 3) }, () => question(f, vivaMPQ)),
    practicalQuestions: Array.from({ length: Math.min(practicalNOQ, 3) }, () => question(f, practicalMPQ)),
  };
}

export function makeJobRoles(f: Faker): JobRole[] {
  return jobRoleCatalog.map(({ jobRole, qpCode }) => {
    const titles = f.helpers.arrayElements(nosTitles, { min: 3, max: 6 });
    return {
      _id: f.database.mongodbObjectId(),
      jobRole,
      qpCode,
      status: 'active',
      nos: titles.map((title, index) => nos(f, qpCode, index, title)),
    };
  });
}
