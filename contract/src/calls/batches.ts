import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { Batch } from '../models.ts';
import { DashDate, IdParams, None, ObjectId, PageCounts, PageQuery } from '../schemas.ts';

/**
 * `batchType` values of `batch-list` (defined by us; the real values are not public), relative to today in India:
 * ongoing = today lies between startDate and endDate; upcoming = starts later; completed = ended before today.
 */
export const batchTypes = ['ongoing', 'upcoming', 'completed'] as const;
// Written out: mapping the tuple would lose the literal types.
const BatchType = Type.Union([Type.Literal('ongoing'), Type.Literal('upcoming'), Type.Literal('completed')]);

const TabStatus = Type.Object({
  _id: ObjectId,
  tabName: Type.String(),
  slug: Type.String(),
  tabStatus: Type.Boolean(),
  /** Files stored in the tab over all days (ours: the real API may not send it). */
  fileCount: Type.Optional(Type.Integer()),
});

export const batchCalls = {
  batchList: defineCall({
    method: 'GET', path: '/api/batch-list', auth: true, source: 'ours',
    summary: "The assessor's accepted batches, filtered by batch type, searched by batch id or exam centre",
    query: Type.Object({ assesor_id: Type.Optional(ObjectId), batchType: Type.Optional(BatchType), ...PageQuery }),
    details: Type.Object({ batchList: Type.Array(Batch), page: Type.Integer(), ...PageCounts }),
    emptyDetails: { batchList: [], page: 1, totalCounts: 0, totalPages: 0 },
  }),
  batchDetails: defineCall({
    method: 'GET', path: '/api/batch-details/:id', auth: true, source: 'api-facts',
    summary: "One of the assessor's batches with all its facts (another assessor's batch: 403)",
    params: IdParams,
    details: Batch,
  }),
  clockIn: defineCall({
    method: 'POST', path: '/api/assesor-clock-in', auth: true, source: 'ours',
    summary: 'Clock in or out of a batch day with a selfie and the position',
    multipart: {
      files: [{ field: 'clockImage', kinds: ['image'], maxCount: 1 }],
      fields: Type.Object({
        batch_id: ObjectId,
        action: Type.Union([Type.Literal('clockIn'), Type.Literal('clockOut')]),
        latitude: Type.String({ maxLength: 20 }),
        longitude: Type.String({ maxLength: 20 }),
      }),
    },
    details: Type.Object({ _id: ObjectId, clockInTime: Type.Optional(Type.String()), clockOutTime: Type.Optional(Type.String()), duration: Type.Optional(Type.String()) }),
  }),
  activityCount: defineCall({
    method: 'GET', path: '/api/assesment-activity-count', auth: true, source: 'ours',
    summary: 'How many of the 11 evidence tabs are done, with each tab status',
    query: Type.Object({ batchId: ObjectId, assesorId: ObjectId }),
    details: Type.Object({ completedTabs: Type.Integer(), totalTabs: Type.Integer(), tabs: Type.Array(TabStatus) }),
  }),
  getTimeStampId: defineCall({
    method: 'GET', path: '/api/getTimeStampId', auth: true, source: 'api-facts',
    summary: "The day's evidence record; details {} when none exists",
    query: Type.Object({ batchId: ObjectId, assesorId: ObjectId, date: DashDate }),
    details: Type.Object({
      _id: Type.Optional(ObjectId),
      batch_id: Type.Optional(Type.String()),
      assesor_id: Type.Optional(Type.String()),
      date: Type.Optional(Type.String()),
      /** Ours: time ("hh:mm AM") of the first upload per multipart field, e.g. `{ groupPhoto: "10:05 AM" }`. */
      slotTimes: Type.Optional(Type.Record(Type.String(), Type.String())),
    }),
  }),
  updateTabStatus: defineCall({
    method: 'GET', path: '/api/update-tab-status/:id', auth: true, source: 'api-facts',
    summary: 'Set whether an evidence tab holds any file',
    params: IdParams,
    query: Type.Object({ tabStatus: Type.Boolean() }),
    details: None,
  }),
};
