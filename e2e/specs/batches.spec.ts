import { expect, test } from '../fixtures.ts';
import { logInAsDemo } from '../flows/logIn.ts';
import { BatchRequestsPage } from '../pages/BatchRequestsPage.ts';
import { MyBatchesPage } from '../pages/MyBatchesPage.ts';

test.beforeEach(async ({ page }) => {
  await logInAsDemo(page);
});

test('home shows the counts, each leading to its list', async ({ page }) => {
  await expect(page.getByRole('link', { name: 'Pending requests: 8' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Today's batches: 5" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upcoming batches: 7' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Completed batches: 10' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next batch' })).toBeVisible();
  await page.getByRole('link', { name: 'Upcoming batches: 7' }).click();
  const batches = new MyBatchesPage(page);
  await expect(batches.batchType).toHaveValue('upcoming');
  await expect(batches.batchLinks).toHaveCount(7);
});

test('accepting a request moves it to my batches @smoke', async ({ page }) => {
  const requests = new BatchRequestsPage(page);
  await page.getByRole('link', { name: 'Pending requests: 8' }).click();
  await expect(requests.heading).toBeVisible();
  const batchId = await requests.firstBatchId();
  await requests.accept(batchId);
  await expect(page.getByText(`Batch ${batchId} accepted.`)).toBeVisible();
  await expect(requests.card(batchId)).toHaveCount(0);
  await requests.tab('Accepted').click();
  await expect(requests.card(batchId)).toBeVisible();

  const batches = new MyBatchesPage(page);
  await batches.open();
  await batches.search(batchId);
  await expect(batches.batchLinks).toHaveCount(1);
  await batches.batchLink(batchId).click();
  await expect(page.getByRole('heading', { name: `Batch ${batchId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /Activities\s*0\/11$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Generate invoice Not available yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Generate invoice' }).click();
  await expect(page.getByText('Generate invoice is not available yet.')).toBeVisible();
});

test('rejecting a request needs a reason and shows it in the rejected tab', async ({ page }) => {
  const requests = new BatchRequestsPage(page);
  await requests.open();
  const batchId = await requests.firstBatchId();
  await page.getByRole('button', { name: `Reject batch ${batchId}` }).click();
  await requests.rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(requests.reason).toHaveAccessibleDescription('Please give a reason (at least 3 characters).');
  await requests.reason.fill('Exam centre too far away');
  await requests.rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`Batch ${batchId} rejected.`)).toBeVisible();
  await expect(requests.card(batchId)).toHaveCount(0);
  await requests.tab('Rejected').click();
  await expect(requests.card(batchId)).toContainText('Reason: Exam centre too far away');
});

test('my batches filter by type and search by centre', async ({ page }) => {
  const batches = new MyBatchesPage(page);
  await batches.open();
  await expect(batches.batchLinks).toHaveCount(10);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await batches.batchType.selectOption('ongoing');
  await expect(batches.batchLinks).toHaveCount(5);
  await batches.batchType.selectOption('completed');
  await expect(batches.batchLinks).toHaveCount(10);
  const centre = (await page.getByRole('listitem').filter({ has: batches.batchLinks.first() }).getByRole('definition').nth(1).textContent()) ?? '';
  await batches.search(centre);
  // Web-first: retried until the list has re-rendered with the search's results.
  const cards = page.getByRole('listitem').filter({ has: batches.batchLinks });
  await expect(cards.first()).toContainText(centre);
  await expect(cards.filter({ hasNotText: centre })).toHaveCount(0);
  await batches.search('no such centre anywhere');
  await expect(batches.empty).toBeVisible();
});
