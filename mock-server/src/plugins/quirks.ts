import {
  attendanceCalls,
  authCalls,
  batchCalls,
  candidateCalls,
  markCalls,
  evidenceCallNames,
  evidenceCalls,
  evidenceKinds,
  profileCalls,
  requestCalls,
} from '@assessor/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import {
  activityCountAnswer,
  batchDetailsAnswer,
  batchListAnswer,
  candidateListAnswer,
  evidenceListsAnswer,
  nosMarksAnswer,
  otpLoginAnswer,
  registerAnswer,
  requestListAnswer,
  type Answer,
} from '../services/shared/backendShapes.ts';
import { attendanceListAnswer } from '../services/attendance/attendanceShapes.ts';
import {
  bankDeleteAnswer,
  profileAnswer,
  profileUpdateAnswer,
  sectionAddAnswer,
} from '../services/profile/profileShapes.ts';
import { EMAIL_TAKEN } from '../services/auth/registration.ts';
import { PROFILE_EMAIL_TAKEN } from '../services/profile/messages.ts';

/** An answer reshaped; `request` for the signed-in assessor, whose stored document some real answers are. */
type Reshape = (answer: Answer, request: FastifyRequest) => Answer;

/** Reshapers by route path (the contract's), for MOCK_QUIRKS=backend. */
function reshapers(app: FastifyInstance): Map<string, Reshape> {
  const jobRoleIdOf = (name: string) => app.db.data.jobRoles.find((role) => role.jobRole === name)?._id;
  const table = new Map<string, Reshape>([
    [batchCalls.batchList.path, (answer) => batchListAnswer(answer, 'batchList', jobRoleIdOf)],
    [batchCalls.batchDetails.path, (answer) => batchDetailsAnswer(answer, jobRoleIdOf)],
    [requestCalls.batchRequestList.path, (answer) => requestListAnswer(answer, jobRoleIdOf)],
    [evidenceCalls.activityCount.path, activityCountAnswer],
    // Not a session token: the real one is a JWT of `{email}` that the client does not use here.
    [
      authCalls.registerAssessor.path,
      (answer) => registerAnswer(answer, EMAIL_TAKEN, `quirk.${randomBytes(16).toString('hex')}`),
    ],
    [authCalls.loginByOtp.path, otpLoginAnswer],
    [attendanceCalls.assessorAttendanceList.path, attendanceListAnswer],
    [candidateCalls.candidateList.path, candidateListAnswer],
    [markCalls.getNosMarks.path, nosMarksAnswer],
    [profileCalls.profile.path, (answer, request) => profileAnswer(answer, request.auth?.assessor)],
    [
      profileCalls.updateProfile.path,
      (answer, request) => profileUpdateAnswer(answer, request.auth?.assessor, PROFILE_EMAIL_TAKEN),
    ],
    [profileCalls.deleteBankDetails.path, bankDeleteAnswer],
  ]);
  for (const add of [
    profileCalls.addPersonalDetail,
    profileCalls.addExperience,
    profileCalls.addEducation,
    profileCalls.addJobRoleCertificate,
    profileCalls.addAgreement,
  ]) {
    table.set(add.path, (answer, request) => sectionAddAnswer(answer, request.auth?.assessor));
  }
  for (const spec of evidenceKinds.filter((kind) => kind.answer === 'lists')) {
    const videoKeys = spec.fields.filter((field) => field.kinds.includes('video')).map((field) => field.listKey);
    table.set(evidenceCalls[evidenceCallNames(spec).get].path, (answer) => evidenceListsAnswer(answer, videoKeys));
  }
  return table;
}

function reshapeJson(reshape: Reshape, request: FastifyRequest, reply: FastifyReply, payload: string): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return payload;
  const shaped = reshape({ status: reply.statusCode, body: body as Record<string, unknown> }, request);
  reply.code(shaped.status);
  return JSON.stringify(shaped.body);
}

/** MOCK_QUIRKS=backend: JSON answers of the routes above leave in the real back end's shapes (mock-server/README.md). */
export default fp(
  async (app) => {
    if (app.config.quirks !== 'backend') return;
    const table = reshapers(app);
    app.addHook('onSend', async (request, reply, payload) => {
      const reshape = table.get(request.routeOptions.url ?? '');
      if (!reshape || typeof payload !== 'string') return payload;
      return reshapeJson(reshape, request, reply, payload);
    });
  },
  { name: 'quirks', dependencies: ['core'] },
);
