import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { Batch } from '../models.ts';
import { IdParams, ObjectId, PageCounts, PageQuery } from '../schemas.ts';

/**
 * `batchType` values of `batch-list` (defined by us; the real values are not public), relative to today in India:
 * ongoing = today lies between startDate and endDate; upcoming = starts later; completed = ended before today.
 */
export const batchTypes = ['ongoing', 'upcoming', 'completed'] as const;
// Written out: mapping the tuple would lose the literal types.
const BatchType = Type.Union([Type.Literal('ongoing'), Type.Literal('upcoming'), Type.Literal('completed')]);

export const batchCalls = {
  batchList: defineCall({
    method: 'GET',
    path: '/api/batch-list',
    auth: true,
    source: 'ours',
    summary: "The assessor's accepted batches, filtered by batch type, searched by batch id or exam centre",
    query: Type.Object({ assesor_id: Type.Optional(ObjectId), batchType: Type.Optional(BatchType), ...PageQuery }),
    details: Type.Object({ batchList: Type.Array(Batch), page: Type.Integer(), ...PageCounts }),
    emptyDetails: { batchList: [], page: 1, totalCounts: 0, totalPages: 0 },
    emptyForms: ['emptyObject', 'emptyArray'],
  }),
  batchDetails: defineCall({
    method: 'GET',
    path: '/api/batch-details/:id',
    auth: true,
    source: 'api-facts',
    summary: "One of the assessor's batches with all its facts (another assessor's batch: 403)",
    params: IdParams,
    details: Batch,
  }),
};
