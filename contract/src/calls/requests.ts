import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { Batch, Notification } from '../models.ts';
import { IdParams, ObjectId, PageCounts, PageQuery } from '../schemas.ts';

/** Request states of api-facts §4, as the `status` filter of `batch-req-list` (defined by us). */
export const requestStates = ['pending', 'accepted', 'rejected'] as const;
// Written out: mapping the tuple would lose the literal types.

export const requestCalls = {
  batchRequestList: defineCall({
    method: 'GET', path: '/api/batch-req-list', auth: true, source: 'ours',
    summary: 'Batch requests sent to the assessor, by state (api-facts §4), soonest first; search by batch id or centre',
    query: Type.Object({
      accessorId: Type.Optional(ObjectId),
      status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('rejected')])),
      ...PageQuery,
    }),
    details: Type.Object({ batchReqList: Type.Array(Batch), page: Type.Integer(), ...PageCounts }),
    emptyDetails: { batchReqList: [], page: 1, totalCounts: 0, totalPages: 0 },
  }),
  updateRequestStatus: defineCall({
    method: 'PUT', path: '/api/update-reqbatch-status', auth: true, source: 'ours',
    summary: 'Accept or reject a pending batch request (a reason is required to reject); answers the updated batch',
    body: Type.Object({
      batch_id: ObjectId,
      isAcceptAssesor: Type.Boolean(),
      RejectComment: Type.Optional(Type.String({ minLength: 3, maxLength: 500 })),
    }),
    details: Batch,
  }),
  notificationList: defineCall({
    method: 'GET', path: '/api/notification-list', auth: true, source: 'ours',
    summary: "The assessor's notifications, newest first (polled every 2 s; answers ETag / 304)",
    query: Type.Object({ assesor_id: Type.Optional(ObjectId), ...PageQuery }),
    details: Type.Object({ notifications: Type.Array(Notification), unreadCount: Type.Integer(), page: Type.Integer(), ...PageCounts }),
    emptyDetails: { notifications: [], unreadCount: 0, page: 1, totalCounts: 0, totalPages: 0 },
  }),
  changeNotificationStatus: defineCall({
    method: 'PUT', path: '/api/change-notification-status/:id', auth: true, source: 'api-facts',
    summary: 'Mark a notification read (the path is a fact; answering the updated notification is ours)',
    params: IdParams,
    details: Notification,
  }),
};
