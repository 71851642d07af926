import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { Candidate } from '../models.ts';
import { None, ObjectId, PageCounts, PageQuery } from '../schemas.ts';

const Presence = Type.Union([Type.Literal('Present'), Type.Literal('Absent'), Type.Literal('Missing')]);

export const candidateCalls = {
  candidateList: defineCall({
    method: 'GET', path: '/api/candidate-list-by-batch', auth: true, source: 'ours',
    summary: 'Candidates of a batch with their attendance',
    query: Type.Object({ batch_id: ObjectId, ...PageQuery }),
    details: Type.Object({ candidateList: Type.Array(Candidate), page: Type.Integer(), ...PageCounts }),
    emptyDetails: { candidateList: [], page: 1, totalCounts: 0, totalPages: 0 },
    // The admin analog answers an empty list with success and `details: []` (backend-facts §1b row 39).
    emptyForms: ['emptyArray', 'emptyObject'],
  }),
  saveCandidateAttendance: defineCall({
    method: 'POST', path: '/api/save-candidate-attendence', auth: true, source: 'ours',
    summary: 'Mark candidates present or absent',
    body: Type.Object({
      batch_id: ObjectId,
      attendance: Type.Array(Type.Object({ candidate_id: ObjectId, isPresent: Presence }), { minItems: 1, maxItems: 200 }),
    }),
    details: None,
  }),
};
