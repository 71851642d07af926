import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtimeConfig.ts';
import { toastStore } from '../lib/toastStore.ts';
import { accountApi } from '../features/account/api.ts';
import { authApi } from '../features/auth/api.ts';
import { profileApi } from '../features/profile/api.ts';
import { menuToggled } from '../app/activitySlice.ts';
import { closedPortUrl, fail, startTestServer, type TestServer } from '../test/testServer.ts';
import { signedInState } from '../test/signedIn.ts';
import { makeStore } from '../app/store.ts';
import { networkAnswered, workerState } from '../pwa/serviceWorker.ts';

// Scripted server on purpose: this checks the listener's rule for every status (403, 404, 500 on any call), answers
// the real mock gives only in situations a unit test should not have to build. Screen tests use the real mock.
let status = 401;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(() => fail(status, `server says ${status}`));
});
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig({ apiHost: server.url }));

function signedInStore() {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userData', '{"_id":"a1"}');
  const store = makeStore(signedInState());
  store.dispatch(menuToggled(true));
  return store;
}

const toastTexts = () => toastStore.getSnapshot().map((toast) => toast.text);

describe('error listener', () => {
  it.each([
    [401, 'sessionExpired'],
    [410, 'authFailed'],
  ] as const)('%i on a logged-in call clears storage, resets state and records the reason', async (code, reason) => {
    status = code;
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    const state = store.getState();
    expect(state.auth.token).toBeNull();
    expect(state.auth.userInfo).toEqual({});
    expect(state.auth.signedOutReason).toBe(reason);
    expect(state.activity.isMenuOpen).toBe(false);
    expect(state.api?.mutations).toEqual({});
  });

  it('keeps the first reason when a call still in flight fails after the session ended', async () => {
    status = 410;
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.logout.initiate());
    status = 401;
    await store.dispatch(
      accountApi.endpoints.changePassword.initiate({
        params: { id: 'a1' },
        body: { oldPassword: 'x', password: 'Demo@1234', confirmPassword: 'Demo@1234' },
      }),
    );
    expect(store.getState().auth.signedOutReason).toBe('authFailed');
  });

  it('leaves a 401 of a logged-out call (login) to its screen', async () => {
    status = 401;
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.loginAssessor.initiate({ body: { email: 'a@b.co', password: 'x' } }));
    expect(store.getState().auth.token).toBe('test-token');
    expect(localStorage.getItem('token')).toBe('test-token');
    expect(toastTexts()).toEqual([]);
  });

  it.each([
    [403, 'Something went wrong', 'warning'],
    [404, 'Not Found', 'error'],
    [500, 'Internal Server Error', 'error'],
  ] as const)('%i shows “%s”', async (code, text, level) => {
    status = code;
    const store = makeStore({});
    await store.dispatch(profileApi.endpoints.getStates.initiate({ body: { country: 'India' } }));
    expect(toastStore.getSnapshot()).toMatchObject([{ text, level }]);
  });

  it('shows nothing globally for 400: the screen shows the server message', async () => {
    status = 400;
    const store = makeStore({});
    await store.dispatch(profileApi.endpoints.getStates.initiate({ body: { country: 'India' } }));
    expect(toastTexts()).toEqual([]);
  });

  it('shows “Network Error!” when the server cannot be reached', async () => {
    setRuntimeConfig({ apiHost: await closedPortUrl() });
    const store = makeStore({});
    await store.dispatch(profileApi.endpoints.getStates.initiate({ body: { country: 'India' } }));
    expect(toastTexts()).toEqual(['Network Error!']);
  });

  it('a read that cannot go out raises no toast: the offline banner is the one message (a toast of an action closes when the network is back)', async () => {
    toastStore.clear();
    setRuntimeConfig({ apiHost: await closedPortUrl() });
    const store = signedInStore();
    await store.dispatch(profileApi.endpoints.profilePercentage.initiate({ params: { id: 'a1' } }));
    expect(toastTexts()).toEqual([]);
    expect(workerState.get().unreachable).toBe(true);
    await store.dispatch(profileApi.endpoints.getStates.initiate({ body: { country: 'India' } }));
    expect(toastTexts()).toEqual(['Network Error!']);
    networkAnswered();
    expect(workerState.get().unreachable).toBe(false);
    expect(toastTexts()).toEqual([]);
  });
});
