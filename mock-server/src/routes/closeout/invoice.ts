import { closeoutCalls, indiaIsoDay } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';

import { ownBatch } from '../../services/batches/batches.ts';
import { invoiceFor } from '../../services/closeout/invoices.ts';
import { serve } from '../serve.ts';

/** `generate-invoice` (ours; api-facts §9): made and recorded once per batch, answered the same afterwards. */
export default async function invoiceRoute(app: FastifyInstance) {
  serve(app, closeoutCalls.generateInvoice, async (request, reply) => {
    const { assessor } = request.auth;
    const batch = ownBatch(app.db.data, assessor._id, request.body.batch_id);
    const now = app.clock.now();
    const invoice = invoiceFor(app.db.data, batch, assessor, indiaIsoDay(now), now, request.body.amount);
    return reply.ok('Invoice generated successfully', invoice);
  });
}
