/**
 * Our tidy answers reshaped into the real back end's habits (backend-facts §1a, §2, §4). Pure functions on parsed
 * JSON bodies; plugins/quirks.ts applies them when MOCK_QUIRKS=backend.
 */
export type Json = Record<string, unknown>;
export interface Answer {
  status: number;
  body: Json;
}

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const detailsOf = (body: Json) => (isObject(body.details) ? body.details : undefined);

/** The real tab names (BE `qaTabConstant.js`) where they differ from ours; the real rows carry no slug. */
export const realTabNames: Record<string, string> = {
  'Aadhar Holding Photos': 'Adhar Holding Photos',
  'Annexure M & N': 'anexure M&N',
  Others: 'others',
};

/** A stable fake ObjectId for a populated ref that our data does not hold (the client). */
function fakeId(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash.toString(16).padStart(8, '0').repeat(3);
}

/**
 * Batch row `index`: refs populated (even rows) or bare ids with the name in `jobRoleNames` (odd rows), no top-level
 * `qpCode`, the client as `clientId`, and a null fee on odd rows (the real default).
 */
export function realBatch(batch: Json, index: number, jobRoleIdOf: (name: string) => string | undefined): Json {
  const { jobRole, qpCode, accessorId, accessorName, clientname, questionPaper, ...rest } = batch;
  const name = typeof jobRole === 'string' ? jobRole : '';
  const jobRoleId = jobRoleIdOf(name) ?? fakeId(name);
  const odd = index % 2 === 1;
  return {
    ...rest,
    jobRole: odd ? jobRoleId : { _id: jobRoleId, jobRole: name, qpCode },
    ...(odd ? { jobRoleNames: name } : {}),
    accessorId: { _id: accessorId, fullName: accessorName },
    accessorName,
    clientId: { _id: fakeId(String(clientname)), clientname },
    questionPaper: isObject(questionPaper) ? { ...questionPaper, qpCode } : questionPaper,
    ...(odd ? { assessorFeePerCandidate: null } : {}),
  };
}

export function batchListAnswer(
  answer: Answer,
  listKey: string,
  jobRoleIdOf: (name: string) => string | undefined,
): Answer {
  const details = detailsOf(answer.body);
  const list = details?.[listKey];
  if (!details || !Array.isArray(list)) return answer;
  const rows = list.map((batch: Json, index) => realBatch(batch, index, jobRoleIdOf));
  return { ...answer, body: { ...answer.body, details: { ...details, [listKey]: rows } } };
}

/** The admin analog answers an empty request list with 400 "Batch not found" (backend-facts §1a row 13). */
export function requestListAnswer(answer: Answer, jobRoleIdOf: (name: string) => string | undefined): Answer {
  const details = detailsOf(answer.body);
  if (answer.body.success === true && details?.totalCounts === 0) {
    return { status: 400, body: { statusCode: 400, success: false, message: 'Batch not found', error: {} } };
  }
  return batchListAnswer(answer, 'batchReqList', jobRoleIdOf);
}

export function batchDetailsAnswer(answer: Answer, jobRoleIdOf: (name: string) => string | undefined): Answer {
  const details = detailsOf(answer.body);
  return details ? { ...answer, body: { ...answer.body, details: realBatch(details, 0, jobRoleIdOf) } } : answer;
}

/** Tab rows as `verificationTabStatus.tabs` holds them: no slug, the real names (backend-facts §1a row 14). */
export function activityCountAnswer(answer: Answer): Answer {
  const details = detailsOf(answer.body);
  if (!details || !Array.isArray(details.tabs)) return answer;
  const tabs = details.tabs.map(({ slug: _slug, ...tab }: Json) => ({
    ...tab,
    tabName: realTabNames[String(tab.tabName)] ?? tab.tabName,
  }));
  return { ...answer, body: { ...answer.body, details: { ...details, tabs } } };
}

/** Url lists: video items have no fileName/mimeType/size; nothing stored at all is `details: []` (rows 19, 20). */
export function evidenceListsAnswer(answer: Answer, videoListKeys: readonly string[]): Answer {
  const details = detailsOf(answer.body);
  if (!details) return answer;
  const lists = Object.entries(details);
  if (lists.every(([, list]) => Array.isArray(list) && list.length === 0))
    return { ...answer, body: { ...answer.body, details: [] } };
  const bare = ({ fileName: _n, mimeType: _m, size: _s, ...item }: Json) => item;
  const shaped = lists.map(([key, list]) => [
    key,
    videoListKeys.includes(key) && Array.isArray(list) ? list.map(bare) : list,
  ]);
  return { ...answer, body: { ...answer.body, details: Object.fromEntries(shaped) } };
}

/** A refusal whose message is `text` without its `message` key (the real constant is undefined); others as they are. */
export function withoutMessage(answer: Answer, text: string): Answer {
  if (answer.body.success !== false || answer.body.message !== text) return answer;
  const { message: _gone, ...rest } = answer.body;
  return { ...answer, body: rest };
}

/**
 * register-assesor: HTTP 200 with a token and the whole record (rows 2, 3); a duplicate e-mail answers with no
 * `message` key (its constant is undefined in the real back end).
 */
export function registerAnswer(answer: Answer, emailTaken: string, token: string): Answer {
  const { body } = answer;
  if (body.success === false) return withoutMessage(answer, emailTaken);
  const details = detailsOf(body);
  if (!details) return answer;
  return {
    status: 200,
    body: {
      ...body,
      statusCode: 200,
      message: 'Registered successfully',
      details: { ...details, client_status: 'active', token },
    },
  };
}

/** loginBy-assesorOTP, registered outcome: `{fullName, email, mobile, _id, isAssessorRegister, token}` only (row 5). */
export function otpLoginAnswer(answer: Answer): Answer {
  const details = detailsOf(answer.body);
  if (!details || typeof details.token !== 'string') return answer;
  const { fullName, email, mobile, _id, isAssessorRegister, token } = details;
  return { ...answer, body: { ...answer.body, details: { fullName, email, mobile, _id, isAssessorRegister, token } } };
}

/**
 * The candidate list as the admin analog builds it: items from a fixed field list without `isPresent`
 * (backend-facts-2 CA-2).
 */
export function candidateListAnswer(answer: Answer): Answer {
  const details = detailsOf(answer.body);
  if (!details || !Array.isArray(details.candidateList)) return answer;
  const candidateList = details.candidateList.map(({ isPresent: _gone, ...candidate }: Json) => candidate);
  return { ...answer, body: { ...answer.body, details: { ...details, candidateList } } };
}

const obtainedKeys = ['obtainedTheoryMarks', 'obtainedVivaMarks', 'obtainedPracticalMarks'] as const;

/** A stored result: every obtained mark of an unmarked section is the model's default 0 (backend-facts-2 MA-2). */
export function nosMarksAnswer(answer: Answer): Answer {
  const details = detailsOf(answer.body);
  if (!details || !Array.isArray(details.nosResult)) return answer;
  const nosResult = details.nosResult.map((row: Json) => ({
    ...row,
    ...Object.fromEntries(obtainedKeys.map((key) => [key, row[key] ?? 0])),
    totalObtainedMarks: row.totalObtainedMarks ?? 0,
  }));
  return { ...answer, body: { ...answer.body, details: { ...details, nosResult } } };
}
