import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { Batch } from '../models.ts';
import { ObjectId, PageCounts, PageQuery } from '../schemas.ts';

/** Request states of api-facts §4, as the `status` filter of `batch-req-list` (defined by us). */
export const requestStates = ['pending', 'accepted', 'rejected'] as const;
// Written out: mapping the tuple would lose the literal types.

export const requestCalls = {
  batchRequestList: defineCall({
    method: 'GET',
    path: '/api/batch-req-list',
    auth: true,
    source: 'ours',
    summary:
      'Batch requests sent to the assessor, by state (api-facts §4), soonest first; search by batch id or centre',
    query: Type.Object({
      accessorId: Type.Optional(ObjectId),
      status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('rejected')])),
      ...PageQuery,
    }),
    details: Type.Object({ batchReqList: Type.Array(Batch), page: Type.Integer(), ...PageCounts }),
    emptyDetails: { batchReqList: [], page: 1, totalCounts: 0, totalPages: 0 },
    // The admin analog answers an empty list with 400 "Batch not found" (backend-facts §1a row 13).
    emptyForms: [{ status: 400, message: 'Batch not found' }, 'emptyObject', 'emptyArray'],
  }),
  updateRequestStatus: defineCall({
    method: 'PUT',
    path: '/api/update-reqbatch-status',
    auth: true,
    source: 'ours',
    summary: 'Accept or reject a pending batch request (a reason is required to reject); answers the updated batch',
    body: Type.Object({
      batch_id: ObjectId,
      isAcceptAssesor: Type.Boolean(),
      RejectComment: Type.Optional(Type.String({ minLength: 3, maxLength: 500 })),
    }),
    details: Batch,
  }),
};
