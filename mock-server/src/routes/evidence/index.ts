import type { FastifyInstance } from 'fastify';
import activityCountRoute from './count.ts';
import dayRecordRoute from './dayRecord.ts';
import evidenceFileRoutes from './files.ts';
import tabStatusRoute from './tabStatus.ts';

/** Evidence: the files of the 11 kinds, and their bookkeeping (day records, tab statuses, the X/11 count). */
export default async function evidenceRoutes(app: FastifyInstance) {
  await app.register(evidenceFileRoutes);
  await app.register(dayRecordRoute);
  await app.register(tabStatusRoute);
  await app.register(activityCountRoute);
}
