import { demo, expect, test } from '../fixtures.ts';
import { logInAsDemo } from '../flows/logIn.ts';
import { NotificationsPage } from '../pages/NotificationsPage.ts';

test('a notification from the trainer shows in the bell within 3 s; opening it marks it read and follows its link @smoke', async ({ page, mock }) => {
  await logInAsDemo(page);
  const notifications = new NotificationsPage(page);
  await expect(notifications.bell).toHaveAccessibleName(/\d+ unread/);
  const before = await notifications.unreadCount();

  await mock.sendNotification({ assessor: demo.email, title: 'Centre changed', content: 'The exam centre moved.', type: 'alert', link: '/my-batches' });
  await expect(notifications.bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`, { timeout: 3000 });

  await notifications.bell.click();
  await expect(notifications.heading).toBeVisible();
  const item = notifications.item('Centre changed');
  await expect(item).toHaveAccessibleName('Centre changed, Unread');
  await expect(item).toContainText('Alert');
  await expect(item).toContainText(/\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} [AP]M/);
  await item.click();
  await expect(page).toHaveURL(/\/my-batches$/);
  await expect(notifications.bell).toHaveAccessibleName(`Notifications, ${before} unread`);
});

test('a batch assigned by the trainer arrives as a notification and a pending request', async ({ page, mock }) => {
  await logInAsDemo(page);
  const notifications = new NotificationsPage(page);
  await expect(notifications.bell).toHaveAccessibleName(/\d+ unread/);
  const before = await notifications.unreadCount();
  const batchId = await mock.assignBatch(demo.email);
  await expect(notifications.bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`, { timeout: 3000 });
  await notifications.bell.click();
  await notifications.item(batchId).click();
  await expect(page).toHaveURL(/\/batch-requests$/);
  await expect(page.getByRole('article', { name: batchId })).toBeVisible();
});
