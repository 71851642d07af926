import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { Candidate } from '../models.ts';
import { None, ObjectId, PageCounts, PageQuery } from '../schemas.ts';

const Presence = Type.Union([Type.Literal('Present'), Type.Literal('Absent'), Type.Literal('Missing')]);

/** `batch.questionPaper.sectionTable` as the admin analog answers it (names "Theory", "pratical" (sic), "viva"). */
const SectionRow = Type.Object({
  sectionName: Type.String(),
  isSelected: Type.Boolean(),
  examDuration: Type.Optional(Type.Union([Type.String(), Type.Number()])),
});

export const candidateCalls = {
  candidateList: defineCall({
    // Path and query are spec §7's; the answer follows the admin analog getCandiateByBatch (backend-facts §3.2).
    method: 'GET',
    path: '/api/candidate-list-by-batch',
    auth: true,
    source: 'ours',
    summary: 'Candidates of a batch with their attendance, sorted by candidate id',
    query: Type.Object({ batch_id: ObjectId, ...PageQuery }),
    details: Type.Object({
      candidateList: Type.Array(Candidate),
      sectionTable: Type.Optional(Type.Array(SectionRow)),
      page: Type.Optional(Type.Integer()),
      ...PageCounts,
    }),
    emptyDetails: { candidateList: [], page: 1, totalCounts: 0, totalPages: 0 },
    // The admin analog answers an empty list with success and `details: []` (backend-facts §1b row 39).
    emptyForms: ['emptyArray', 'emptyObject'],
  }),
  saveCandidateAttendance: defineCall({
    method: 'POST',
    path: '/api/save-candidate-attendence',
    auth: true,
    source: 'ours',
    summary: 'Mark candidates present or absent',
    body: Type.Object({
      batch_id: ObjectId,
      attendance: Type.Array(Type.Object({ candidate_id: ObjectId, isPresent: Presence }), {
        minItems: 1,
        maxItems: 200,
      }),
    }),
    details: None,
  }),
};
