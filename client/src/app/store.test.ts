import { describe, expect, it, vi } from 'vitest';
import { loggedIn, loggedOut } from '../session/authSlice.ts';
import { menuToggled } from './activitySlice.ts';
import { makeStore } from './store.ts';

describe('makeStore', () => {
  it('starts logged out with the initial state areas of spec §3', () => {
    const state = makeStore().getState();
    expect(state.auth).toEqual({
      userInfo: {},
      uploadedDetails: { isPhotoUploaded: false, isCertificateUploaded: false },
      token: null,
      signedOutReason: null,
    });
    expect(state.activity).toMatchObject({ session: false, notifiy: false, profileDropdown: false, isMenuOpen: false });
  });

  it('hydrates the session from localStorage keys token and userData', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('userData', JSON.stringify({ fullName: 'Asha' }));
    const state = makeStore().getState();
    expect(state.auth.token).toBe('t1');
    expect(state.auth.userInfo).toEqual({ fullName: 'Asha' });
  });

  it('stores the session on login and clears it on logout', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ token: 't2', userData: { _id: 'a1' } }));
    expect(localStorage.getItem('token')).toBe('t2');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual({ _id: 'a1' });
    store.dispatch(menuToggled(true));
    store.dispatch(loggedOut());
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().activity.isMenuOpen).toBe(false);
    expect(store.getState().auth.signedOutReason).toBeNull();
  });

  it('takes in RTK Query (reducer and middleware) when the API slice loads after the store was made', async () => {
    vi.resetModules();
    const { makeStore: makeFreshStore } = await import('./store.ts');
    const store = makeFreshStore();
    expect((store.getState() as Record<string, unknown>).api).toBeUndefined();
    const { baseApi } = await import('../api/baseApi.ts');
    const api = baseApi.injectEndpoints({
      endpoints: (build) => ({ answer: build.query<number, void>({ queryFn: () => ({ data: 42 }) }) }),
    });
    const query = store.dispatch(api.endpoints.answer.initiate());
    expect((await query).data).toBe(42);
    // The middleware keeps a subscribed query in the cache until it is let go.
    expect(Object.keys((store.getState() as { api: { subscriptions?: object; queries: object } }).api.queries)).toEqual(
      ['answer(undefined)'],
    );
    query.unsubscribe();
  });
});
