import { describe, expect, it } from 'vitest';
import type { Notification } from '../../features/notifications/NotificationItem.tsx';
import { alertToShow } from './alertToShow.ts';

const item = (_id: string, type: Notification['type'], isRead = false) =>
  ({ _id, type, isRead, title: _id, content: '' }) as Notification;

describe('alertToShow', () => {
  it('shows the first unread alert not known yet', () => {
    const items = [item('m', 'message'), item('read', 'alert', true), item('old', 'alert'), item('new', 'alert')];
    expect(alertToShow(items, new Set(['old']))?._id).toBe('new');
    expect(alertToShow(items, new Set(['old', 'new']))).toBeUndefined();
    expect(alertToShow([item('r', 'reminder')], new Set())).toBeUndefined();
  });
});
