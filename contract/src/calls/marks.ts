import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { IdParams, None, ObjectId } from '../schemas.ts';

/** `section=` values (api-facts §5). */
export const sections = ['Theory', 'viva', 'practical'] as const;
export type Section = (typeof sections)[number];
const Section = Type.Union([Type.Literal('Theory'), Type.Literal('viva'), Type.Literal('practical')]);
const SectionQuery = Type.Object({ section: Section });
/** Viva and practical: the sections marked per question, with candidate files. */
const PerQuestionSection = Type.Union([Type.Literal('viva'), Type.Literal('practical')]);

/** The real models keep several of these as strings (backend-facts §1b rows 34–35): read both. */
const Num = Type.Union([Type.Number(), Type.String()]);

/**
 * A NOS subdocument with the real field names (backend-facts §3.3): theory NOS carry `theory` (the section's marks)
 * and `totalNOQ`/`totalMPQ`; viva/practical NOS carry `viva`, `practical` and `vivaNOQ/MPQ/TM`, `practicalNOQ/MPQ/TM`.
 */
const Nos = Type.Object({
  _id: ObjectId,
  NOS: Type.String(),
  qpCode: Type.Optional(Type.String()),
  level: Type.Optional(Num),
  version: Type.Optional(Num),
  language: Type.Optional(Type.String()),
  outOf: Num,
  theory: Type.Optional(Num),
  totalNOQ: Type.Optional(Num),
  totalMPQ: Type.Optional(Num),
  totalTMPQ: Type.Optional(Num),
  viva: Type.Optional(Num),
  practical: Type.Optional(Num),
  vivaNOQ: Type.Optional(Num),
  vivaMPQ: Type.Optional(Num),
  vivaTM: Type.Optional(Num),
  practicalNOQ: Type.Optional(Num),
  practicalMPQ: Type.Optional(Num),
  practicalTM: Type.Optional(Num),
});

/** A viva or practical question (`BE:models/vivaQuestion-model.js`): `marks` is a string there. */
const Question = Type.Object({
  _id: ObjectId,
  questionText: Type.String(),
  secondaryQuestionText: Type.Optional(Type.String()),
  answer: Type.Optional(Type.String()),
  secondaryAnswer: Type.Optional(Type.String()),
  marks: Num,
  lang: Type.Array(
    Type.Object({
      language: Type.String(),
      questionText: Type.String(),
      questionId: Type.Optional(Type.String()),
      answer: Type.Optional(Type.String()),
    }),
  ),
});

/** Obtained marks: a number, or "ABSENT" for an absent candidate (api-facts §5). */
const Marks = Type.Union([Type.Number(), Type.Literal('ABSENT')]);
const Result = Type.Union([Type.Literal('Pass'), Type.Literal('Fail'), Type.Literal('Absent')]);

/** Per-question marks of a viva or practical NOS (ours: the real result keeps the NOS total only). */
const QuestionMark = Type.Object({ question_id: ObjectId, obtainedMarks: Type.Number() });

/** One NOS of a candidate's result (`OnlineResult.nosResult`, keyed by `nosName`; `nos_id` is ours). */
const NosResult = Type.Object({
  nosName: Type.String(),
  nos_id: Type.Optional(Type.String()),
  theoryMarks: Type.Optional(Type.Number()),
  vivaMarks: Type.Optional(Type.Number()),
  practicalMarks: Type.Optional(Type.Number()),
  // Absent from an answer: not marked yet in that section.
  obtainedTheoryMarks: Type.Optional(Marks),
  obtainedVivaMarks: Type.Optional(Marks),
  obtainedPracticalMarks: Type.Optional(Marks),
  totalMarks: Type.Optional(Type.Number()),
  totalObtainedMarks: Type.Optional(Marks),
  vivaQuestionMarks: Type.Optional(Type.Array(QuestionMark)),
  practicalQuestionMarks: Type.Optional(Type.Array(QuestionMark)),
});

/** A candidate's viva or practical file (`practicalFiles`, backend-facts §3.4). */
const VivaFile = Type.Object({
  _id: ObjectId,
  fileKey: Type.String(),
  isViva: Type.Boolean(),
  isVideo: Type.Boolean(),
  batch_id: Type.Optional(Type.String()),
  candidate_id: Type.Optional(Type.String()),
  url: Type.String(),
  fileName: Type.Optional(Type.String()),
  createdAt: Type.Optional(Type.String()),
});

const NosMarksItem = Type.Object({
  nos_id: ObjectId,
  /** The NOS total of the section; 0..the NOS's maximum, or "ABSENT". */
  obtainedMarks: Marks,
  questionMarks: Type.Optional(Type.Array(QuestionMark, { maxItems: 100 })),
});

export const markCalls = {
  nosList: defineCall({
    method: 'GET',
    path: '/api/nos-list/:id',
    auth: true,
    source: 'ours',
    summary: "NOS of a batch's job role for one section (batch id in the path)",
    params: IdParams,
    query: SectionQuery,
    details: Type.Object({ nosList: Type.Array(Nos) }),
    emptyDetails: { nosList: [] },
    emptyForms: ['emptyArray', 'emptyObject'],
  }),
  getNosMarks: defineCall({
    method: 'GET',
    path: '/api/get-nos-marks/:id/:id2',
    auth: true,
    source: 'ours',
    summary:
      "A candidate's result (batch id, candidate id): marks per NOS of every section, totals, percentage, result",
    params: Type.Object({ id: ObjectId, id2: ObjectId }),
    query: SectionQuery,
    details: Type.Object({
      candidate_id: Type.String(),
      candidateId: Type.Optional(Type.String()),
      candidateName: Type.Optional(Type.String()),
      nosResult: Type.Array(NosResult),
      totalTheoryMarks: Type.Optional(Type.Number()),
      totalVivaMarks: Type.Optional(Type.Number()),
      totalPracticalMarks: Type.Optional(Type.Number()),
      obtainedTotalTheoryMarks: Type.Optional(Marks),
      obtainedTotalVivaMarks: Type.Optional(Marks),
      obtainedTotalPracticalMarks: Type.Optional(Marks),
      grandTotalMarks: Type.Optional(Type.Number()),
      obtainedGrandTotalMarks: Type.Optional(Marks),
      percentage: Type.Optional(Type.String()),
      result: Type.Optional(Result),
    }),
  }),
  nosQuestions: defineCall({
    method: 'GET',
    path: '/api/nos-question/:id',
    auth: true,
    source: 'ours',
    summary: 'Viva or practical questions of one NOS (batch id in the path)',
    params: IdParams,
    query: Type.Object({ nosId: ObjectId, section: Section }),
    details: Type.Object({ questions: Type.Array(Question) }),
    emptyDetails: { questions: [] },
    emptyForms: ['emptyArray', 'emptyObject'],
  }),
  saveNosMarks: defineCall({
    method: 'POST',
    path: '/api/save-nos-marks',
    auth: true,
    source: 'ours',
    summary: 'Save viva or practical marks of a candidate per NOS',
    body: Type.Object({
      batch_id: ObjectId,
      candidate_id: ObjectId,
      section: PerQuestionSection,
      nosMarks: Type.Array(NosMarksItem, { minItems: 1, maxItems: 50 }),
    }),
    details: None,
  }),
  saveTheoryMarks: defineCall({
    method: 'POST',
    path: '/api/save-theory-marks',
    auth: true,
    source: 'ours',
    summary: 'Save theory marks of a candidate per NOS',
    body: Type.Object({
      batch_id: ObjectId,
      candidate_id: ObjectId,
      nosMarks: Type.Array(Type.Object({ nos_id: ObjectId, obtainedMarks: Marks }), { minItems: 1, maxItems: 50 }),
    }),
    details: None,
  }),
  // Alternative (unconfirmed, backend-facts-2 MA-8): the admin twin's proctor uploads take arrays `image` or `video`
  // with `:candidateId/:batchId` in the path (jpeg/png/gif/webp/mp4/webm, 50 MB). If the real route proves to do the
  // same, the switch is this slot list: [{ field: 'image', kinds: ['image'] }, { field: 'video', kinds: ['video'] }].
  uploadCandidateFile: defineCall({
    method: 'POST',
    path: '/api/upload-viva-file',
    auth: true,
    source: 'ours',
    summary: 'Upload a viva or practical photo or video of a candidate',
    multipart: {
      files: [{ field: 'file', kinds: ['image', 'video'], maxCount: 5 }],
      fields: Type.Object({
        batch_id: ObjectId,
        candidate_id: ObjectId,
        isViva: Type.String({ pattern: '^(true|false)$' }),
      }),
    },
    // The proctor analog answers `{ uploadedFiles }` (backend-facts §3.4); a bare list is read too.
    details: Type.Union([Type.Object({ uploadedFiles: Type.Array(VivaFile) }), Type.Array(VivaFile)]),
  }),
  viewCandidateFiles: defineCall({
    method: 'GET',
    path: '/api/view-viva-files',
    auth: true,
    source: 'ours',
    summary: "A candidate's viva and practical files",
    query: Type.Object({ batch_id: ObjectId, candidate_id: ObjectId }),
    // `filesUrl` is the best guess of spec §3 (backend-facts §1b row 37); a bare list is read too.
    details: Type.Union([Type.Object({ filesUrl: Type.Array(VivaFile) }), Type.Array(VivaFile)]),
    emptyDetails: { filesUrl: [] },
  }),
  deleteCandidateFile: defineCall({
    method: 'DELETE',
    path: '/api/delete-viva-file/:id',
    auth: true,
    source: 'ours',
    summary: 'Delete one viva or practical file (its `_id`)',
    params: IdParams,
    details: None,
  }),
};
