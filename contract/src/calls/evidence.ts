import { Type, type TSchema } from 'typebox';
import { defineCall, type FileKind } from '../define.ts';
import { UrlItem } from '../models.ts';
import { DashDate, IdParams, None, ObjectId } from '../schemas.ts';

interface EvidenceField {
  /** Multipart field name. */
  readonly field: string;
  /** Key of this field's list in the GET answer. */
  readonly listKey: string;
  readonly kinds: readonly FileKind[];
}

export interface EvidenceKind {
  /** The `{kind}` of `upload-{kind}File`. */
  readonly kind: string;
  readonly tabName: string;
  /** Route slug of the tab (spec §2). */
  readonly slug: string;
  readonly fields: readonly EvidenceField[];
  /** `list`: GET answers a bare list; `lists`: an object of url lists (api-facts §6). */
  readonly answer: 'list' | 'lists';
  /** Spelling of get/remove when it differs from the upload's (`upload-toolsFile` vs `get-toolFile`). */
  readonly readKind?: string;
}

const photo = (field: string, listKey: string): EvidenceField => ({ field, listKey, kinds: ['image', 'document'] });
/** A photo field of the four kinds whose real upload middleware has no webp (backend-facts-2 R3): webp is refused. */
const noWebpPhoto = (field: string, listKey: string): EvidenceField => ({
  field,
  listKey,
  kinds: ['photo', 'document'],
});
const video = (field: string, listKey: string): EvidenceField => ({ field, listKey, kinds: ['video'] });

function kind<const K extends EvidenceKind>(spec: K): K {
  return spec;
}

const kinds = {
  examcenter: kind({
    kind: 'examcenter',
    tabName: 'Exam Center Photo & Video',
    slug: 'exam-center-photos',
    answer: 'lists',
    fields: [noWebpPhoto('examcenterPhoto', 'examcenterPhotoUrls'), video('examcenterVideo', 'examcenterVideoUrls')],
  }),
  group: kind({
    kind: 'group',
    tabName: 'Group Photos',
    slug: 'group-photos',
    answer: 'list',
    fields: [photo('groupPhoto', 'groupPhotoUrls')],
  }),
  theory: kind({
    kind: 'theory',
    tabName: 'Theory Photos & Video',
    slug: 'theory-photos',
    answer: 'lists',
    fields: [noWebpPhoto('theoryPhoto', 'theoryPhotoUrls'), video('theoryVideo', 'theoryVideoUrls')],
  }),
  viva: kind({
    kind: 'viva',
    tabName: 'Viva Photo & Video',
    slug: 'viva-photos-videos',
    answer: 'lists',
    fields: [noWebpPhoto('vivaPhoto', 'vivaPhotoUrls'), video('vivaVideo', 'vivaVideoUrls')],
  }),
  aadhar: kind({
    kind: 'aadhar',
    tabName: 'Aadhar Holding Photos',
    slug: 'aadhar-photos',
    answer: 'list',
    fields: [photo('aadharPhoto', 'aadharPhotoUrls')],
  }),
  practical: kind({
    kind: 'practical',
    tabName: 'Practical Photos & Video',
    slug: 'practical-photos-videos',
    answer: 'lists',
    fields: [noWebpPhoto('practicalPhoto', 'practicalPhotoUrls'), video('practicalVideo', 'practicalVideoUrls')],
  }),
  tools: kind({
    kind: 'tools',
    readKind: 'tool',
    tabName: 'Tool Photos',
    slug: 'tools-photos',
    answer: 'lists',
    fields: [photo('toolPhoto', 'toolUrls')],
  }),
  tp: kind({
    kind: 'tp',
    tabName: 'TP Declaration',
    slug: 'tp-declaration',
    answer: 'lists',
    fields: [photo('tpPhoto', 'tpUrls')],
  }),
  annexure: kind({
    kind: 'annexure',
    tabName: 'Annexure M & N',
    slug: 'annexure',
    answer: 'lists',
    fields: [photo('annexureN', 'annexureNUrls'), photo('annexureM', 'annexureMUrls')],
  }),
  other: kind({
    kind: 'other',
    tabName: 'Others',
    slug: 'other-documents',
    answer: 'lists',
    fields: [photo('otherFile', 'otherUrls')],
  }),
  attendence: kind({
    kind: 'attendence',
    tabName: 'Attendance Sheet',
    slug: 'attendance-sheet',
    answer: 'lists',
    fields: [photo('attendenceSheet', 'attendenceUrls')],
  }),
};

/** The 11 evidence kinds, in the order the tabs are shown. */
export const evidenceKinds: readonly EvidenceKind[] = Object.values(kinds);

/** Either answer of a GET: a bare list, or url lists by `listKey`. */
export const EvidenceAnswer = Type.Union([Type.Array(UrlItem), Type.Record(Type.String(), Type.Array(UrlItem))]);

/** The exact schema of one kind's answer, typed as the union the client normalises. */
function answerOf(spec: EvidenceKind): typeof EvidenceAnswer {
  const exact: TSchema =
    spec.answer === 'list'
      ? Type.Array(UrlItem)
      : Type.Object(Object.fromEntries(spec.fields.map((f) => [f.listKey, Type.Array(UrlItem)])));
  return exact as typeof EvidenceAnswer;
}

const emptyAnswer = (spec: EvidenceKind) =>
  spec.answer === 'list' ? [] : Object.fromEntries(spec.fields.map((f) => [f.listKey, []]));

/** Upload, get and remove of one kind: route names and fields from api-facts §6. */
function callsOf(spec: EvidenceKind) {
  const read = spec.readKind ?? spec.kind;
  const details = answerOf(spec);
  return {
    kind: spec,
    upload: defineCall({
      method: 'POST',
      path: `/api/upload-${spec.kind}File`,
      auth: true,
      source: 'api-facts',
      summary: `Upload ${spec.tabName}`,
      multipart: {
        files: spec.fields.map((f) => ({ field: f.field, kinds: f.kinds, maxCount: 10 })),
        fields: Type.Object({ QAverificationTimeStampId: ObjectId }),
      },
      details,
    }),
    get: defineCall({
      method: 'GET',
      path: `/api/get-${read}File/:id`,
      auth: true,
      source: 'api-facts',
      summary: `${spec.tabName} of a day record (id = QAverificationTimeStampId)`,
      params: IdParams,
      details,
      emptyDetails: emptyAnswer(spec),
      // Nothing stored: the "lists" kinds answer `details: []` (backend-facts §1a row 20).
      emptyForms: ['emptyArray', 'emptyObject'],
    }),
    remove: defineCall({
      method: 'DELETE',
      path: `/api/remove-${read}File/:id`,
      auth: true,
      source: 'api-facts',
      summary: `Remove one ${spec.tabName} file (id = batch _id)`,
      params: IdParams,
      body: Type.Object({
        keyToDelete: Type.String({ minLength: 1, maxLength: 300 }),
        QAverificationTimeStampId: ObjectId,
      }),
      details: None,
    }),
  };
}

/** Upload, get and remove of each kind, by kind; the mock serves and the client derives from these groups. */
export const evidenceGroups = {
  examcenter: callsOf(kinds.examcenter),
  group: callsOf(kinds.group),
  theory: callsOf(kinds.theory),
  viva: callsOf(kinds.viva),
  aadhar: callsOf(kinds.aadhar),
  practical: callsOf(kinds.practical),
  tools: callsOf(kinds.tools),
  tp: callsOf(kinds.tp),
  annexure: callsOf(kinds.annexure),
  other: callsOf(kinds.other),
  attendence: callsOf(kinds.attendence),
};

export type EvidenceGroup = (typeof evidenceGroups)[keyof typeof evidenceGroups];

const { examcenter, group, theory, viva, aadhar, practical, tools, tp, annexure, other, attendence } = evidenceGroups;

/** The 33 file calls by endpoint name. The day record and tab progress calls follow below. */
const fileCalls = {
  uploadExamcenterFile: examcenter.upload,
  getExamcenterFile: examcenter.get,
  removeExamcenterFile: examcenter.remove,
  uploadGroupFile: group.upload,
  getGroupFile: group.get,
  removeGroupFile: group.remove,
  uploadTheoryFile: theory.upload,
  getTheoryFile: theory.get,
  removeTheoryFile: theory.remove,
  uploadVivaFile: viva.upload,
  getVivaFile: viva.get,
  removeVivaFile: viva.remove,
  uploadAadharFile: aadhar.upload,
  getAadharFile: aadhar.get,
  removeAadharFile: aadhar.remove,
  uploadPracticalFile: practical.upload,
  getPracticalFile: practical.get,
  removePracticalFile: practical.remove,
  uploadToolsFile: tools.upload,
  getToolFile: tools.get,
  removeToolFile: tools.remove,
  uploadTpFile: tp.upload,
  getTpFile: tp.get,
  removeTpFile: tp.remove,
  uploadAnnexureFile: annexure.upload,
  getAnnexureFile: annexure.get,
  removeAnnexureFile: annexure.remove,
  uploadOtherFile: other.upload,
  getOtherFile: other.get,
  removeOtherFile: other.remove,
  uploadAttendenceFile: attendence.upload,
  getAttendenceFile: attendence.get,
  removeAttendenceFile: attendence.remove,
};

export type EvidenceCallName = keyof typeof fileCalls;

const TabStatus = Type.Object({
  _id: ObjectId,
  tabName: Type.String(),
  /** Ours: the real tab record has none; the client derives it from `tabName` (backend-facts §1a row 14). */
  slug: Type.Optional(Type.String()),
  tabStatus: Type.Boolean(),
  /** Files stored in the tab over all days (ours: the real API may not send it). */
  fileCount: Type.Optional(Type.Integer()),
});

/** Every evidence call: the 33 file calls, the day record and the tab progress. */
export const evidenceCalls = {
  ...fileCalls,
  activityCount: defineCall({
    method: 'GET',
    path: '/api/assesment-activity-count',
    auth: true,
    source: 'ours',
    summary: 'How many of the 11 evidence tabs are done, with each tab status',
    query: Type.Object({ batchId: ObjectId, assesorId: ObjectId }),
    details: Type.Object({
      completedTabs: Type.Integer(),
      totalTabs: Type.Integer(),
      tabs: Type.Array(TabStatus),
      /** Ours (closing a batch): per day record, the tab slugs without a file that day (the completeness check's X/11). */
      days: Type.Optional(
        Type.Array(Type.Object({ _id: ObjectId, date: Type.String(), missingTabs: Type.Array(Type.String()) })),
      ),
    }),
  }),
  getTimeStampId: defineCall({
    method: 'GET',
    path: '/api/getTimeStampId',
    auth: true,
    source: 'api-facts',
    summary: "The day's evidence record; details {} when none exists",
    query: Type.Object({ batchId: ObjectId, assesorId: ObjectId, date: DashDate }),
    details: Type.Object({
      _id: Type.Optional(ObjectId),
      batch_id: Type.Optional(Type.String()),
      assesor_id: Type.Optional(Type.String()),
      date: Type.Optional(Type.String()),
      /** Ours: time ("hh:mm AM") of the first upload per multipart field, e.g. `{ groupPhoto: "10:05 AM" }`. */
      slotTimes: Type.Optional(Type.Record(Type.String(), Type.String())),
    }),
  }),
  updateTabStatus: defineCall({
    method: 'GET',
    path: '/api/update-tab-status/:id',
    auth: true,
    source: 'api-facts',
    summary: 'Set whether an evidence tab holds any file',
    params: IdParams,
    query: Type.Object({ tabStatus: Type.Boolean() }),
    // The tab as stored after the change (the real API's details are not known; the mock's shape).
    details: Type.Object({ _id: ObjectId, tabName: Type.String(), tabStatus: Type.Boolean() }),
  }),
};

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The endpoint names (keys of `evidenceCalls`) of one kind's upload, get and remove. */
export function evidenceCallNames(spec: EvidenceKind): {
  upload: EvidenceCallName;
  get: EvidenceCallName;
  remove: EvidenceCallName;
} {
  const read = pascal(spec.readKind ?? spec.kind);
  return {
    upload: `upload${pascal(spec.kind)}File` as EvidenceCallName,
    get: `get${read}File` as EvidenceCallName,
    remove: `remove${read}File` as EvidenceCallName,
  };
}

/** The kind whose tab has this route slug. */
export function evidenceKindBySlug(slug: string): EvidenceKind | undefined {
  return evidenceKinds.find((spec) => spec.slug === slug);
}
