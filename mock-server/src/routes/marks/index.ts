import type { FastifyInstance } from 'fastify';
import candidateFileRoutes from './files.ts';
import nosRoutes from './nos.ts';
import saveRoutes from './save.ts';

/** NOS, questions, marks per section and the candidates' viva/practical files (backend-facts §3.3–3.4). */
export default async function markRoutes(app: FastifyInstance) {
  await app.register(nosRoutes);
  await app.register(saveRoutes);
  await app.register(candidateFileRoutes);
}
