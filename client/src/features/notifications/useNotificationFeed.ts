import { useEffect, useRef } from 'react';
import { useAfterStart } from '../../lib/afterStart.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { selectAssessorId, selectIsSignedIn } from '../../session/authSlice.ts';
import { useNotificationListQuery } from './api.ts';
import { usePageVisible } from './usePageVisible.ts';

/** Spec §9: the notification list is polled every 2000 ms while logged in. */
export const NOTIFICATION_POLL_MS = 2000;
export const NOTIFICATIONS_PER_PAGE = 20;

/**
 * The assessor's notifications, polled only while logged in and while the page is visible; on becoming visible again
 * it asks at once instead of waiting for the next tick. The first ask waits for the app's start to settle
 * (lib/afterStart.ts): the first screen's own requests go first.
 */
export function useNotificationFeed(page = 1) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const assessorId = useAppSelector(selectAssessorId);
  const visible = usePageVisible();
  const query = { page, limit: NOTIFICATIONS_PER_PAGE, ...(assessorId ? { assesor_id: assessorId } : {}) };
  const started = useAfterStart();
  const result = useNotificationListQuery(
    { query },
    { skip: !signedIn || !started, pollingInterval: visible ? NOTIFICATION_POLL_MS : 0 },
  );
  const wasVisible = useRef(visible);
  const { refetch, isUninitialized } = result;
  useEffect(() => {
    if (visible && !wasVisible.current && !isUninitialized) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch, isUninitialized]);
  return result;
}
