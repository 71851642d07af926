import type { FastifyInstance } from 'fastify';
import activityCountRoute from './count.ts';
import dayRecordRoute from './day-record.ts';
import tabStatusRoute from './tab-status.ts';

/** Evidence bookkeeping: day records, tab statuses and the X/11 count. */
export default async function activityRoutes(app: FastifyInstance) {
  await app.register(dayRecordRoute);
  await app.register(tabStatusRoute);
  await app.register(activityCountRoute);
}
