import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { IdParams, None, ObjectId } from '../schemas.ts';

/** `section=` values (api-facts §5). */
export const sections = ['Theory', 'viva', 'practical'] as const;
const Section = Type.Union(sections.map((value) => Type.Literal(value)));
const SectionQuery = Type.Object({ section: Section });

const Nos = Type.Object({
  _id: ObjectId,
  NOS: Type.String(),
  outOf: Type.Number(),
  theoryNOQ: Type.Optional(Type.Integer()), theoryMPQ: Type.Optional(Type.Number()), theoryTM: Type.Optional(Type.Number()),
  vivaNOQ: Type.Optional(Type.Integer()), vivaMPQ: Type.Optional(Type.Number()), vivaTM: Type.Optional(Type.Number()),
  practicalNOQ: Type.Optional(Type.Integer()), practicalMPQ: Type.Optional(Type.Number()), practicalTM: Type.Optional(Type.Number()),
});

const Question = Type.Object({
  _id: ObjectId,
  questionText: Type.String(),
  answer: Type.Optional(Type.String()),
  marks: Type.Number(),
  lang: Type.Array(Type.Object({ language: Type.String(), questionText: Type.String() })),
});

const Marks = Type.Union([Type.Number({ minimum: 0 }), Type.Literal('ABSENT')]);

const NosResult = Type.Object({
  nosName: Type.String(),
  theoryMarks: Type.Optional(Type.Number()), vivaMarks: Type.Optional(Type.Number()), practicalMarks: Type.Optional(Type.Number()),
  obtainedTheoryMarks: Type.Optional(Marks), obtainedVivaMarks: Type.Optional(Marks), obtainedPracticalMarks: Type.Optional(Marks),
  totalMarks: Type.Optional(Type.Number()), totalObtainedMarks: Type.Optional(Marks),
});

const VivaFile = Type.Object({
  _id: ObjectId, fileKey: Type.String(), isViva: Type.Boolean(), isVideo: Type.Boolean(),
  batch_id: Type.String(), candidate_id: Type.String(), url: Type.String(),
});

export const markCalls = {
  nosList: defineCall({
    method: 'GET', path: '/api/nos-list/:id', auth: true, source: 'ours',
    summary: "NOS of a batch's job role for one section",
    params: IdParams, query: SectionQuery,
    details: Type.Object({ nosList: Type.Array(Nos) }),
  }),
  getNosMarks: defineCall({
    method: 'GET', path: '/api/get-nos-marks/:id/:id2', auth: true, source: 'ours',
    summary: 'Saved marks of one candidate (batch id, candidate id) for one section',
    params: Type.Object({ id: ObjectId, id2: ObjectId }), query: SectionQuery,
    details: Type.Object({
      candidate_id: Type.String(),
      nosResult: Type.Array(NosResult),
      percentage: Type.Optional(Type.String()),
      result: Type.Optional(Type.Union([Type.Literal('Pass'), Type.Literal('Fail'), Type.Literal('Absent')])),
    }),
  }),
  nosQuestions: defineCall({
    method: 'GET', path: '/api/nos-question/:id', auth: true, source: 'ours',
    summary: 'Viva or practical questions of one NOS',
    params: IdParams, query: Type.Object({ nosId: ObjectId, section: Section }),
    details: Type.Object({ questions: Type.Array(Question) }),
  }),
  saveNosMarks: defineCall({
    method: 'POST', path: '/api/save-nos-marks', auth: true, source: 'ours',
    summary: 'Save viva or practical marks of a candidate per NOS',
    body: Type.Object({
      batch_id: ObjectId, candidate_id: ObjectId, section: Section,
      nosMarks: Type.Array(Type.Object({ nos_id: ObjectId, obtainedMarks: Marks }), { minItems: 1, maxItems: 50 }),
    }),
    details: None,
  }),
  saveTheoryMarks: defineCall({
    method: 'POST', path: '/api/save-theory-marks', auth: true, source: 'ours',
    summary: 'Save theory marks of a candidate per NOS',
    body: Type.Object({
      batch_id: ObjectId, candidate_id: ObjectId,
      nosMarks: Type.Array(Type.Object({ nos_id: ObjectId, obtainedMarks: Marks }), { minItems: 1, maxItems: 50 }),
    }),
    details: None,
  }),
  uploadCandidateFile: defineCall({
    method: 'POST', path: '/api/upload-viva-file', auth: true, source: 'ours',
    summary: 'Upload a viva or practical photo or video of a candidate',
    multipart: {
      files: [{ field: 'file', kinds: ['image', 'video'], maxCount: 5 }],
      fields: Type.Object({ batch_id: ObjectId, candidate_id: ObjectId, isViva: Type.String({ pattern: '^(true|false)$' }) }),
    },
    details: Type.Array(VivaFile),
  }),
  viewCandidateFiles: defineCall({
    method: 'GET', path: '/api/view-viva-files', auth: true, source: 'api-facts',
    summary: "A candidate's viva and practical files",
    query: Type.Object({ batch_id: ObjectId, candidate_id: ObjectId }),
    details: Type.Array(VivaFile),
    emptyDetails: [],
  }),
  deleteCandidateFile: defineCall({
    method: 'DELETE', path: '/api/delete-viva-file/:id', auth: true, source: 'ours',
    summary: 'Delete one viva or practical file',
    params: IdParams,
    details: None,
  }),
};
