import type { Capability } from '@assessor/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/index.ts';
import attendanceRoutes from './attendance/index.ts';
import authRoutes from './auth/index.ts';
import batchRoutes from './batches/index.ts';
import candidateRoutes from './candidates/index.ts';
import closeoutRoutes from './closeout/index.ts';
import evidenceRoutes from './evidence/index.ts';
import markRoutes from './marks/index.ts';
import notificationRoutes from './notifications/index.ts';
import profileRoutes from './profile/index.ts';
import requestRoutes from './requests/index.ts';
import trainerRoutes from './trainer/index.ts';

/** One route plugin per capability of the contract; a new capability does not type-check until it has its folder. */
const byCapability: Record<Capability, FastifyPluginAsync> = {
  auth: authRoutes,
  requests: requestRoutes,
  batches: batchRoutes,
  notifications: notificationRoutes,
  evidence: evidenceRoutes,
  attendance: attendanceRoutes,
  candidates: candidateRoutes,
  marks: markRoutes,
  profile: profileRoutes,
  account: accountRoutes,
  closeout: closeoutRoutes,
};

/** Every route of the mock: the API by capability, then the trainer's `/__mock/` calls. */
export default async function routes(app: FastifyInstance) {
  for (const plugin of Object.values(byCapability)) await app.register(plugin);
  await app.register(trainerRoutes);
}
