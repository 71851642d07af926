import { Faker, en } from '@faker-js/faker';
import type { JobRole, Question } from '../db/types.ts';
import { questionBank } from './catalog.ts';

/**
 * Tops every NOS up to `vivaNOQ` viva and `practicalNOQ` practical questions of `vivaMPQ` / `practicalMPQ` marks, so
 * the questions of a section add up to its maximum (TM = NOQ × MPQ). Its own faker, so the rest of the seed is the
 * same as before this step existed.
 */
export function completeQuestions(jobRoles: JobRole[], seed: number): void {
  const f = new Faker({ locale: [en] });
  f.seed(seed + 13);
  const question = (marks: number): Question => {
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
  };
  for (const nos of jobRoles.flatMap((role) => role.nos)) {
    while (nos.vivaQuestions.length < nos.vivaNOQ) nos.vivaQuestions.push(question(nos.vivaMPQ));
    while (nos.practicalQuestions.length < nos.practicalNOQ) nos.practicalQuestions.push(question(nos.practicalMPQ));
  }
}
