import { expect, test } from '../fixtures.ts';

test('a notification from the trainer shows in the bell within 3 s; opening it marks it read and follows its link @smoke', async ({
  page,
  mock,
  signedIn,
  api,
  home,
  notifications,
}) => {
  const before = await api.unreadNotifications();
  await home.open();
  await expect(notifications.bell).toHaveAccessibleName(notifications.unreadName(before));

  await mock.sendNotification({
    assessor: signedIn.userData._id,
    title: 'Centre changed',
    content: 'The exam centre moved.',
    type: 'alert',
    link: '/my-batches',
  });
  await expect(notifications.bell).toHaveAccessibleName(notifications.unreadName(before + 1), { timeout: 3000 });

  await notifications.bell.click();
  await expect(notifications.title).toBeVisible();
  const item = notifications.item('Centre changed');
  // Named by its visible text: the title, its unread mark, then the rest.
  await expect(item).toHaveAccessibleName(/^Centre changed\s*,\s*Unread\b/);
  await expect(item).toContainText('Alert');
  await expect(item).toContainText(/\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} [AP]M/);
  await item.click();
  await expect(page).toHaveURL(/\/my-batches$/);
  await expect(notifications.bell).toHaveAccessibleName(notifications.unreadName(before));
});

test('a batch assigned by the trainer arrives as a notification and a pending request', async ({
  page,
  mock,
  signedIn,
  api,
  home,
  notifications,
  batchRequests,
}) => {
  const before = await api.unreadNotifications();
  await home.open();
  await expect(notifications.bell).toHaveAccessibleName(notifications.unreadName(before));
  const batchId = await mock.assignBatch(signedIn.userData._id);
  await expect(notifications.bell).toHaveAccessibleName(notifications.unreadName(before + 1), { timeout: 3000 });
  await notifications.bell.click();
  await notifications.item(batchId).click();
  await expect(page).toHaveURL(/\/batch-requests$/);
  await expect(batchRequests.card(batchId)).toBeVisible();
});
