import { describe, expect, it } from 'vitest';
import { newNotifications, tagsOfNotification } from './notificationTags.ts';

describe('what a notification refreshes', () => {
  it('reads the kind from where the notification leads', () => {
    expect(tagsOfNotification({ link: '/batchassessment-details/attendence/regularize-request' })).toEqual([
      'Regularize',
      'Attendance',
    ]);
    expect(tagsOfNotification({ link: '/my-doc/degree-certificate/education-details' })).toEqual([
      'Profile',
      'ProfileDoc',
      'BankDetail',
    ]);
    expect(tagsOfNotification({ link: '/batch-requests' })).toEqual(['BatchRequest', 'Batch']);
    expect(tagsOfNotification({ link: '/batch/abc/assessment/raise-issue' })).toEqual(['RaisedIssue']);
    expect(tagsOfNotification({ link: '/somewhere-else' })).toEqual([]);
    expect(tagsOfNotification({})).toEqual([]);
  });

  it('only notifications not seen before count, and none on the first page seen', () => {
    const a = { _id: 'a' };
    const b = { _id: 'b' };
    expect(newNotifications(undefined, [a, b])).toEqual([]);
    expect(newNotifications([a], [b, a])).toEqual([b]);
    expect(newNotifications([a, b], [a, b])).toEqual([]);
  });
});
