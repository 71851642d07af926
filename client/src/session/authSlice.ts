import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Why the session ended without the user asking: the login screen shows the matching message. */
export type SignedOutReason = 'sessionExpired' | 'authFailed';

/** What the login answer tells about the assessor (spec §3 "Login details"), as stored under `userData`. */
export type UserData = Record<string, unknown> & {
  _id?: string;
  fullName?: string;
  user_details?: { fullName?: string; _id?: string };
};

export interface AuthState {
  userInfo: UserData;
  uploadedDetails: { isPhotoUploaded: boolean; isCertificateUploaded: boolean };
  token: string | null;
  signedOutReason: SignedOutReason | null;
}

export const initialAuthState: AuthState = {
  userInfo: {},
  uploadedDetails: { isPhotoUploaded: false, isCertificateUploaded: false },
  token: null,
  signedOutReason: null,
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string; userData: UserData }>) {
      state.token = action.payload.token;
      state.userInfo = action.payload.userData;
      state.signedOutReason = null;
    },
    /** The root reducer resets every slice on this action; here only the reason survives. */
    loggedOut(state, action: PayloadAction<{ reason?: SignedOutReason } | undefined>) {
      state.signedOutReason = action.payload?.reason ?? null;
    },
  },
  selectors: {
    selectIsSignedIn: (state) => state.token !== null,
    selectUserInfo: (state) => state.userInfo,
    selectAssessorName: (state) => state.userInfo.user_details?.fullName ?? state.userInfo.fullName ?? '',
    selectAssessorId: (state) => state.userInfo.user_details?._id ?? state.userInfo._id ?? null,
    selectSignedOutReason: (state) => state.signedOutReason,
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;
export const { selectIsSignedIn, selectUserInfo, selectAssessorName, selectAssessorId, selectSignedOutReason } =
  authSlice.selectors;
export const authReducer = authSlice.reducer;
