import { buildRequest, notificationCalls, type DetailsOf } from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints, type ArgFor } from '../../api/deriveEndpoints.ts';
import { invalidatesItem, providesList } from '../../api/tags.ts';
import { newNotifications, tagsOfNotification } from './notificationTags.ts';
import { NOT_MODIFIED, type ApiError, type ApiExtraOptions, type ApiRequest } from '../../api/types.ts';
import type { RootState } from '../../store/types.ts';

const listCall = notificationCalls.notificationList;
const { changeNotificationStatus } = notificationCalls;

/** A page of notifications, with the ETag it came with (sent back as If-None-Match by the next poll). */
export type NotificationPage = DetailsOf<typeof listCall> & { etag?: string };
export type NotificationListArg = ArgFor<typeof listCall>;

/**
 * The list is polled every 2 s (spec §9). Each poll sends the ETag of the data in the cache; a 304 answer returns that
 * same data object, so nothing re-renders. A server without ETags simply answers 200 every time.
 */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Derived too, so the call is registered (the error listener reads its auth flag); the query is replaced below.
    ...deriveEndpoints(
      build,
      { changeNotificationStatus, notificationList: listCall },
      {
        changeNotificationStatus: { invalidatesTags: invalidatesItem('Notification') },
      },
    ),
    notificationList: build.query<NotificationPage, NotificationListArg>({
      extraOptions: { call: listCall } satisfies ApiExtraOptions,
      providesTags: providesList('Notification'),
      // A new notification about a thing (a decided request, a reviewed document …) refreshes that thing at once.
      async onQueryStarted(arg, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data?.notifications;
        try {
          const { data } = await queryFulfilled;
          const tags = newNotifications(before, data.notifications).flatMap(tagsOfNotification);
          if (tags.length) dispatch(baseApi.util.invalidateTags([...new Set(tags)]));
        } catch {
          // A failed poll: the next one compares again.
        }
      },
      async queryFn(arg, api, _extraOptions, baseQuery): Promise<{ data: NotificationPage } | { error: ApiError }> {
        const previous: NotificationPage | undefined = notificationsApi.endpoints.notificationList.select(arg)(
          api.getState() as Required<RootState>,
        ).data;
        const request: ApiRequest = buildRequest(listCall, arg);
        const conditional = previous?.etag ? { ...request, headers: { 'If-None-Match': previous.etag } } : request;
        let result = await baseQuery(conditional);
        if (result.meta?.status === NOT_MODIFIED && !result.error) {
          if (previous) return { data: previous };
          result = await baseQuery(request);
        }
        if (result.error) return { error: result.error };
        const etag = result.meta?.etag;
        return { data: { ...(result.data as DetailsOf<typeof listCall>), ...(etag ? { etag } : {}) } };
      },
    }),
  }),
});

export const { useNotificationListQuery, useChangeNotificationStatusMutation } = notificationsApi;
