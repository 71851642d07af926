import { profileCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { assertSelf } from '../../services/batches/batches.ts';
import { serve } from '../serve.ts';

const bankFields = ['accountHolderName', 'bankName', 'bankAccount', 'bankIFSC', 'bankBranchName'] as const;

/** Bank details, kept on the assessor document (api-facts §3), where the invoice reads them. */
export default async function bankRoutes(app: FastifyInstance) {
  serve(app, profileCalls.bankDetails, async (request, reply) => {
    const me = request.auth.assessor;
    assertSelf(me._id, request.params.id);
    // With no bank data the real API answers `{ _id }` only, as a success (backend-facts §1b row 31).
    const stored = Object.fromEntries(bankFields.filter((name) => me[name]).map((name) => [name, me[name]!]));
    return reply.ok('Bank details fetched successfully', { _id: me._id, ...stored } as never);
  });

  serve(app, profileCalls.updateBankDetails, async (request, reply) => {
    const me = request.auth.assessor;
    assertSelf(me._id, request.params.id);
    for (const name of bankFields) me[name] = request.body[name].trim();
    return reply.ok('Bank detail uploded successfully');
  });

  serve(app, profileCalls.deleteBankDetails, async (request, reply) => {
    const me = request.auth.assessor;
    assertSelf(me._id, request.params.id);
    if (!me.bankAccount) return reply.fail(404, 'No bank details to delete.');
    for (const name of bankFields) delete me[name];
    return reply.ok('Bank details deleted successfully');
  });
}
