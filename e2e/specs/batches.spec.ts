import { demo, expect, test } from '../fixtures.ts';

test('home shows the counts, each leading to its list', async ({ api, home, myBatches }) => {
  const [pending, ongoing, upcoming, completed] = await Promise.all([
    api.requests('pending'),
    api.batches('ongoing'),
    api.batches('upcoming'),
    api.batches('completed'),
  ]);
  expect(upcoming.shown, 'the seed has upcoming batches').toBeGreaterThan(0);
  await home.open();
  await expect(home.tile('Pending requests', pending.total)).toBeVisible();
  await expect(home.tile("Today's batches", ongoing.total)).toBeVisible();
  await expect(home.tile('Upcoming batches', upcoming.total)).toBeVisible();
  await expect(home.tile('Completed batches', completed.total)).toBeVisible();
  await expect(home.nextBatch).toBeVisible();
  await home.tile('Upcoming batches', upcoming.total).click();
  await expect(myBatches.batchType).toHaveValue('upcoming');
  await expect(myBatches.batchLinks).toHaveCount(upcoming.shown);
});

test('accepting a request moves it to my batches @smoke', async ({
  api,
  mock,
  home,
  batchRequests,
  myBatches,
  batchDetails,
}) => {
  const pending = await api.requests('pending');
  await home.open();
  await home.tile('Pending requests', pending.total).click();
  await expect(batchRequests.title).toBeVisible();
  const batchId = await batchRequests.firstBatchId();
  await batchRequests.accept(batchId);
  await expect(batchRequests.message(`Batch ${batchId} accepted.`, { exact: false })).toBeVisible();
  await expect(batchRequests.card(batchId)).toHaveCount(0);
  await batchRequests.tab('Accepted').click();
  await expect(batchRequests.card(batchId)).toBeVisible();

  const evidence = await api.activityCount((await mock.batchOf(demo.email, batchId))._id);
  await myBatches.open();
  await myBatches.search(batchId);
  await expect(myBatches.batchLinks).toHaveCount(1);
  await myBatches.batchLink(batchId).click();
  await expect(batchDetails.title(batchId)).toBeVisible();
  await expect(batchDetails.activities(evidence.done, evidence.total)).toBeVisible();
  await batchDetails.invoice.click();
  await expect(batchDetails.heading(/^Invoice$/)).toBeVisible();
});

test('rejecting a request needs a reason and shows it in the rejected tab', async ({ signedIn: _, batchRequests }) => {
  await batchRequests.open();
  const batchId = await batchRequests.firstBatchId();
  await batchRequests.startRejecting(batchId);
  await batchRequests.confirmRejection();
  await expect(batchRequests.reason).toHaveAccessibleDescription('Give a reason of at least 3 characters.');
  await batchRequests.reason.fill('Exam centre too far away');
  await batchRequests.confirmRejection();
  await expect(batchRequests.message(`Batch ${batchId} rejected.`, { exact: false })).toBeVisible();
  await expect(batchRequests.card(batchId)).toHaveCount(0);
  await batchRequests.tab('Rejected').click();
  await expect(batchRequests.card(batchId)).toContainText('Reason: Exam centre too far away');
});

test('my batches filter by type and search by centre', async ({ api, myBatches }) => {
  const [upcoming, ongoing, completed] = await Promise.all([
    api.batches('upcoming'),
    api.batches('ongoing'),
    api.batches('completed'),
  ]);
  await myBatches.open();
  // All: today's and upcoming batches in full, then the first page of completed ones (the pages are theirs).
  await expect(myBatches.batchLinks).toHaveCount(ongoing.total + upcoming.total + completed.shown);
  await myBatches.batchType.selectOption('ongoing');
  await expect(myBatches.batchLinks).toHaveCount(ongoing.shown);
  await myBatches.batchType.selectOption('completed');
  await expect(myBatches.batchLinks).toHaveCount(completed.shown);
  const centre = await myBatches.firstCentre();
  await myBatches.search(centre);
  // Web-first: retried until the list has re-rendered with the search's results.
  await expect(myBatches.cards.first()).toContainText(centre);
  await expect(myBatches.cards.filter({ hasNotText: centre })).toHaveCount(0);
  await myBatches.search('no such centre anywhere');
  await expect(myBatches.empty).toBeVisible();
});
