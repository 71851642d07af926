import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../seed/index.ts';
import { type TestApp, eachTestApp } from '../testing/testApp.ts';

let t: TestApp;
eachTestApp((fresh) => (t = fresh));

describe('requests while the mock stops', () => {
  it('are refused with a 503 in the error envelope and Connection: close, before anything runs', async () => {
    const sessions = t.db.data.sessions.length;
    t.app.stopping = true;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/login-assesor',
      payload: { email: DEMO_ASSESSOR.email, password: DEMO_ASSESSOR.password },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers.connection).toBe('close');
    expect(answer.json()).toEqual({
      statusCode: 503,
      success: false,
      message: 'The mock is stopping: send this again once it is back',
      error: 'The mock is stopping: send this again once it is back',
    });
    expect(t.db.data.sessions).toHaveLength(sessions);
    t.app.stopping = false;
    expect((await t.app.inject({ method: 'GET', url: '/__mock/health' })).statusCode).toBe(200);
  });
});
