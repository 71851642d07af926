import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { Notification } from '../models.ts';
import { IdParams, ObjectId, PageCounts, PageQuery } from '../schemas.ts';

export const notificationCalls = {
  notificationList: defineCall({
    method: 'GET',
    path: '/api/notification-list',
    auth: true,
    source: 'ours',
    summary: "The assessor's notifications, newest first (polled every 2 s; answers ETag / 304)",
    query: Type.Object({ assesor_id: Type.Optional(ObjectId), ...PageQuery }),
    details: Type.Object({
      notifications: Type.Array(Notification),
      unreadCount: Type.Integer(),
      page: Type.Integer(),
      ...PageCounts,
    }),
    emptyDetails: { notifications: [], unreadCount: 0, page: 1, totalCounts: 0, totalPages: 0 },
  }),
  changeNotificationStatus: defineCall({
    method: 'PUT',
    path: '/api/change-notification-status/:id',
    auth: true,
    source: 'api-facts',
    summary: 'Mark a notification read (the path is a fact; answering the updated notification is ours)',
    params: IdParams,
    details: Notification,
  }),
};
