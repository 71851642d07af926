import type { FastifyInstance } from 'fastify';
import invoiceRoute from './invoice.ts';
import issueRoutes from './issues.ts';

/** Raised issues and the invoice (ours; api-facts §9). The completeness check is the client's. */
export default async function closeoutRoutes(app: FastifyInstance) {
  await app.register(issueRoutes);
  await app.register(invoiceRoute);
}
