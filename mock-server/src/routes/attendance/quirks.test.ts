import { AUTH_HEADER } from '@assessor/contract';
import { expect, it } from 'vitest';
import { DEMO_ASSESSOR, OTHER_ASSESSORS } from '../../seed/index.ts';
import { appForThisTest, json, login } from '../../testing/testApp.ts';

it('MOCK_QUIRKS=backend: the attendance list has no message, string coordinates, and `details: {}` when empty', async () => {
  const t = await appForThisTest({ config: { quirks: 'backend' } });
  const get = async (email?: string) => {
    const me = email ?? DEMO_ASSESSOR.email;
    const id = t.db.data.assessors.find((a) => a.email === me)!._id;
    return json(
      await t.app.inject({
        method: 'GET',
        url: `/api/assesor-attendance-list?assesor_id=${id}`,
        headers: { [AUTH_HEADER]: await login(t.app, email) },
      }),
    );
  };
  const full = await get();
  expect(full).not.toHaveProperty('message');
  const [record] = (full.details as { attendanceList: { location: unknown }[] }).attendanceList;
  expect(record!.location).toEqual({
    latitude: expect.stringMatching(/^\d+\.\d+$/),
    longitude: expect.stringMatching(/^\d+\.\d+$/),
  });
  expect(await get(OTHER_ASSESSORS[0].email)).toMatchObject({ success: true, statusCode: 200, details: {} });
  expect((await get(OTHER_ASSESSORS[0].email)).details).toEqual({});
});
