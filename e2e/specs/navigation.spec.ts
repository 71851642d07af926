import { expect, test } from '../fixtures.ts';

test('the bottom bar reaches each destination, with the pending and unread counts, and marks the active one', async ({
  page,
  api,
  home,
  myBatches,
  batchRequests,
  notifications,
}) => {
  const [pending, unread] = await Promise.all([api.requests('pending'), api.unreadNotifications()]);
  await home.open();
  await expect(home.navItem('Home')).toHaveAttribute('aria-current', 'page');
  await expect(home.navItem(`Requests ${pending.total} pending`)).toBeVisible();
  await expect(notifications.bell).toHaveAccessibleName(notifications.unreadName(unread));
  for (const item of [home.navItem('Home'), home.navItem('Batches'), home.moreButton]) {
    const box = await item.boundingBox();
    expect(box!.width, 'a thumb-sized target').toBeGreaterThanOrEqual(48);
    expect(box!.height).toBeGreaterThanOrEqual(48);
  }

  await home.navItem('Batches').click();
  await expect(myBatches.title).toBeFocused();
  await expect(home.navItem('Batches')).toHaveAttribute('aria-current', 'page');
  await home.navItem(`Requests ${pending.total} pending`).click();
  await expect(batchRequests.title).toBeFocused();
  await notifications.bell.click();
  await expect(notifications.title).toBeFocused();
  await home.moreButton.click();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My profile' }),
  ).toBeVisible();
});

test('each screen has its own document title', async ({ page, signedIn: _, home }) => {
  await home.open();
  const titles = [await page.title()];
  for (const name of ['Batches', /^Requests/, /^Notifications/]) {
    await home.navItem(name).click();
    await expect(page).not.toHaveTitle(titles.at(-1)!);
    titles.push(await page.title());
  }
  expect(titles).toEqual([
    'Home – Assessor Portal',
    'My batches – Assessor Portal',
    'Batch requests – Assessor Portal',
    'Notifications – Assessor Portal',
  ]);
});

test('a signed-out screen names the document and takes the focus on its heading', async ({ page, landing, login }) => {
  await landing.open();
  // A tap before the app has run follows the link as a page load (a fresh page keeps the browser's own focus).
  await landing.appLive();
  await landing.logInLink.click();
  await expect(login.heading('Log in')).toBeFocused();
  await expect(page).toHaveTitle('Log in – Assessor Portal');
});

test('whole cards open their batch: a batch card, the next batch; a request card shows all its facts', async ({
  page,
  api,
  home,
  myBatches,
  batchDetails,
  batchRequests,
}) => {
  const ongoing = await api.batchIds('ongoing');
  const upcoming = await api.batchIds('upcoming');
  await home.open();
  // Today's batch and the next one: an ongoing batch is never shown as "next".
  await expect(home.today).toBeVisible();
  await expect(home.batchCard(ongoing[0]!)).toBeVisible();
  // Nobody has clocked in yet today: that is the first step.
  await expect(home.nextStep).toHaveText('Next: clock in with a selfie');
  await expect(home.nextStep).toHaveAttribute('href', /\/clock-in$/);
  const nextCard = page.getByRole('region', { name: 'Next batch' });
  await expect(nextCard).toContainText(upcoming[0]!);
  await nextCard.click({ position: { x: 20, y: (await nextCard.boundingBox())!.height - 12 } });
  await expect(batchDetails.title(upcoming[0]!)).toBeVisible();

  await myBatches.open();
  const card = myBatches.cards.nth(1);
  const batchId = (await card.getByRole('heading').textContent())!.trim();
  const box = (await card.boundingBox())!;
  // Far from the 19 px id link: the bottom right corner of the card.
  await card.click({ position: { x: box.width - 16, y: box.height - 12 } });
  await expect(batchDetails.title(batchId)).toBeVisible();

  await batchRequests.open();
  const requestId = await batchRequests.firstBatchId();
  const request = batchRequests.card(requestId);
  await expect(batchRequests.details(requestId)).toHaveAttribute('aria-expanded', 'false');
  await request.click({ position: { x: 20, y: 70 } });
  await expect(batchRequests.details(requestId)).toHaveAttribute('aria-expanded', 'true');
  await expect(request).toContainText('QP code');
  await expect(batchRequests.dialog).toHaveCount(0);
});

test('my batches lists today’s batches first and remembers the filter; the URL still wins', async ({
  page,
  api,
  home,
  myBatches,
}) => {
  const ongoing = await api.batchIds('ongoing');
  expect(ongoing.length, 'the seed has batches today').toBeGreaterThan(0);
  await myBatches.open();
  await expect(myBatches.cards.first()).toContainText('Ongoing (today)');
  await expect(myBatches.cards.first()).toContainText(ongoing[0]!);
  await expect(myBatches.cards.last()).toContainText('Completed');

  await myBatches.batchType.selectOption('completed');
  await home.navItem('Home').click();
  await home.navItem('Batches').click();
  await expect(myBatches.batchType).toHaveValue('completed');
  await myBatches.open('?batchType=upcoming');
  await expect(myBatches.batchType).toHaveValue('upcoming');
  await page.reload();
  await myBatches.open();
  await expect(myBatches.batchType).toHaveValue('completed');
});

test('a new screen opens at its top; back restores the list where it was', async ({
  page,
  signedIn: _,
  myBatches,
  batchDetails,
}) => {
  await myBatches.open();
  const last = myBatches.cards.last();
  await last.scrollIntoViewIfNeeded();
  const listY = await myBatches.scrollY();
  expect(listY, 'the list is taller than the phone').toBeGreaterThan(200);
  const batchId = (await last.getByRole('heading').textContent())!.trim();
  await myBatches.batchLink(batchId).click();
  await expect(batchDetails.title(batchId)).toBeVisible();
  expect(await batchDetails.scrollY()).toBe(0);

  await page.getByRole('link', { name: /^Batch documents/ }).scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: /^Activities/ }).click();
  await expect(batchDetails.heading('Activities')).toBeInViewport();
  expect(await batchDetails.scrollY()).toBe(0);

  await batchDetails.backButton.click();
  await batchDetails.backButton.click();
  await expect(myBatches.title).toBeAttached();
  await expect.poll(() => myBatches.scrollY()).toBeGreaterThan(listY - 5);
});

test('accepting a request asks for confirmation; the accepted one is first in its tab', async ({
  signedIn: _,
  batchRequests,
}) => {
  await batchRequests.open();
  const batchId = await batchRequests.firstBatchId();
  await batchRequests.startAccepting(batchId);
  await expect(batchRequests.dialog).toContainText(`Accept batch ${batchId}?`);
  await expect(batchRequests.dialog).toContainText('You commit to the dates and to travel to');
  await batchRequests.answerDialog('Cancel');
  await expect(batchRequests.card(batchId)).toBeVisible();

  await batchRequests.accept(batchId);
  await expect(batchRequests.message(`Batch ${batchId} accepted.`, { exact: false })).toBeVisible();
  await batchRequests.tab('Accepted').click();
  await expect(batchRequests.cards.first()).toHaveAccessibleName(batchId);
});

test('a rejection notification opens the rejected tab', async ({ page, signedIn: _, batchRequests, notifications }) => {
  await batchRequests.open();
  const batchId = await batchRequests.firstBatchId();
  await batchRequests.reject(batchId, 'Exam centre too far away');
  await expect(batchRequests.message(`Batch ${batchId} rejected.`, { exact: false })).toBeVisible();
  await notifications.bell.click();
  await notifications.item(`Batch ${batchId} rejected`).click();
  await expect(page).toHaveURL(/\/batch-requests\?status=rejected$/);
  await expect(batchRequests.tab('Rejected')).toHaveAttribute('aria-selected', 'true');
  await expect(batchRequests.card(batchId)).toBeVisible();
});

test('a new alert shows a banner that opens its link', async ({ page, mock, signedIn, home }) => {
  await home.open();
  await mock.sendNotification({
    assessor: signedIn.userData._id,
    title: 'Centre changed',
    content: 'The exam centre moved.',
    type: 'alert',
    link: '/my-batches',
  });
  await expect(home.alertBanner('Centre changed')).toBeVisible({ timeout: 3000 });
  await home.alertBanner('Centre changed').click();
  await expect(page).toHaveURL(/\/my-batches$/);
  await expect(home.alertBanner('Centre changed')).toHaveCount(0);
});

test('an unknown batch says so and leads back to my batches', async ({
  page,
  signedIn: _,
  batchDetails,
  myBatches,
}) => {
  await page.goto('/batch/000000000000000000000000/assessment');
  await expect(batchDetails.notFound).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await batchDetails.backToMyBatches.click();
  await expect(myBatches.title).toBeVisible();
});
