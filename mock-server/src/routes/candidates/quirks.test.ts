import { AUTH_HEADER } from '@assessor/contract';
import { expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { appForThisTest, json, login } from '../../testing/testApp.ts';

async function firstCandidate(quirks?: 'backend') {
  const t = await appForThisTest({ config: quirks ? { quirks } : {} });
  const token = await login(t.app);
  const me = t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!._id;
  const batch = t.db.data.batches.find((b) => b.accessorId === me && b.isAcceptAssesor)!;
  const get = async (url: string) =>
    json(await t.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: token } }));
  const list = (await get(`/api/candidate-list-by-batch?batch_id=${batch._id}&limit=100`)).details as {
    candidateList: Record<string, unknown>[];
  };
  const candidate = list.candidateList[0]!;
  const marks = (await get(`/api/get-nos-marks/${batch._id}/${String(candidate._id)}?section=viva`)).details as {
    nosResult: Record<string, unknown>[];
  };
  return { candidate, row: marks.nosResult[0]! };
}

it('MOCK_QUIRKS=backend: candidates come without isPresent, and an unmarked result reads 0 (the stored default)', async () => {
  const { candidate, row } = await firstCandidate('backend');
  expect(candidate).not.toHaveProperty('isPresent');
  expect(candidate).toMatchObject({ _id: expect.any(String), name: expect.any(String) });
  expect(row).toMatchObject({ obtainedTheoryMarks: 0, obtainedVivaMarks: 0, obtainedPracticalMarks: 0 });
});

it('plain mode: candidates carry isPresent and an unmarked section leaves its obtained marks out', async () => {
  const { candidate, row } = await firstCandidate();
  expect(candidate).toHaveProperty('isPresent', 'Missing');
  expect(row).not.toHaveProperty('obtainedVivaMarks');
});
