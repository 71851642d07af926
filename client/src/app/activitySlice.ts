import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Client-only UI flags: the state area "activity" of spec §3, `notifiy` in its original spelling. Only the menu's flag
 * is used; the others keep the area's shape.
 */
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
    menuToggled(state, action: PayloadAction<boolean>) {
      state.isMenuOpen = action.payload;
    },
  },
  selectors: {
    selectIsMenuOpen: (state) => state.isMenuOpen,
  },
});

export const { menuToggled } = activitySlice.actions;
export const { selectIsMenuOpen } = activitySlice.selectors;
export const activityReducer = activitySlice.reducer;
