import type { FastifyInstance } from 'fastify';
import clockRoutes from './clock.ts';
import recordRoutes from './records.ts';
import regularizeRoutes from './regularize.ts';

/** Attendance: clock-in/out, the records and logs, regularisation requests. */
export default async function attendanceRoutes(app: FastifyInstance) {
  await app.register(clockRoutes);
  await app.register(recordRoutes);
  await app.register(regularizeRoutes);
}
