import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Client-only UI and session flags (spec §3 area 2). `notifiy` keeps the original spelling. */
export interface ActivityState {
  session: boolean;
  sessionData: Record<string, unknown>;
  navPath: string;
  notifiy: boolean;
  profileDropdown: boolean;
  access: Record<string, unknown>;
  isMenuOpen: boolean;
}

export const initialActivityState: ActivityState = {
  session: false,
  sessionData: {},
  navPath: '',
  notifiy: false,
  profileDropdown: false,
  access: {},
  isMenuOpen: false,
};

const activitySlice = createSlice({
  name: 'activity',
  initialState: initialActivityState,
  reducers: {
    sessionSucceeded(state, action: PayloadAction<Record<string, unknown>>) {
      state.session = true;
      state.sessionData = action.payload;
    },
    sessionFailed(state) {
      state.session = false;
      state.sessionData = {};
    },
    navPathChanged(state, action: PayloadAction<string>) {
      state.navPath = action.payload;
    },
    notificationToggled(state, action: PayloadAction<boolean>) {
      state.notifiy = action.payload;
    },
    profileDropdownToggled(state, action: PayloadAction<boolean>) {
      state.profileDropdown = action.payload;
    },
    menuToggled(state, action: PayloadAction<boolean>) {
      state.isMenuOpen = action.payload;
    },
    accessReceived(state, action: PayloadAction<Record<string, unknown>>) {
      state.access = action.payload;
    },
  },
  selectors: {
    selectIsMenuOpen: (state) => state.isMenuOpen,
    selectNotifiy: (state) => state.notifiy,
    selectProfileDropdown: (state) => state.profileDropdown,
    selectSession: (state) => state.session,
    selectAccess: (state) => state.access,
  },
});

export const {
  sessionSucceeded,
  sessionFailed,
  navPathChanged,
  notificationToggled,
  profileDropdownToggled,
  menuToggled,
  accessReceived,
} = activitySlice.actions;
export const { selectIsMenuOpen, selectNotifiy, selectProfileDropdown, selectSession, selectAccess } =
  activitySlice.selectors;
export const activityReducer = activitySlice.reducer;
