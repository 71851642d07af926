import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/index.ts';
import { json, login, type TestApp, eachTestSignedIn } from '../../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const me = () => t.db.data.assessors[0]!;
const change = (body: object, id = me()._id, auth = token) =>
  t.app.inject({ method: 'POST', url: `/api/change-password/${id}`, headers: { [AUTH_HEADER]: auth }, payload: body });
const NEW = 'Fresh#2025';

describe('POST /api/change-password/:id', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const otherDevice = await login(t.app);
    const response = await change({ oldPassword: DEMO_PASSWORD, password: NEW, confirmPassword: NEW });
    expect(json(response)).toMatchObject({ success: true, message: 'Password Update Successfully' });
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/getAssesor-profileList/${me()._id}`,
      headers: { [AUTH_HEADER]: otherDevice },
    });
    expect(stale.statusCode).toBe(410);
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/getAssesor-profileList/${me()._id}`,
      headers: { [AUTH_HEADER]: token },
    });
    expect(still.statusCode).toBe(200);
    await expect(login(t.app, me().email, NEW)).resolves.toBeTruthy();
    await expect(login(t.app, me().email, DEMO_PASSWORD)).rejects.toThrow();
  });

  it.each([
    [{ oldPassword: 'Wrong@1234', password: NEW, confirmPassword: NEW }, 'Your current password is wrong.'],
    [
      { oldPassword: DEMO_PASSWORD, password: NEW, confirmPassword: 'Other#2025' },
      'Confirm Password and Password should be same.',
    ],
    [
      { oldPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
      'Password should be different from old one.',
    ],
    [{ oldPassword: DEMO_PASSWORD, password: 'short', confirmPassword: 'short' }, undefined],
  ])('refuses %o with a clear 400', async (body, message) => {
    const response = await change(body);
    expect(response.statusCode).toBe(400);
    if (message) expect(json(response).message).toBe(message);
    await expect(login(t.app, me().email, DEMO_PASSWORD)).resolves.toBeTruthy();
  });

  it("refuses another assessor's id", async () => {
    expect(
      (await change({ oldPassword: DEMO_PASSWORD, password: NEW, confirmPassword: NEW }, t.db.data.assessors[1]!._id))
        .statusCode,
    ).toBe(403);
  });
});
