import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Spec §3 area 3 ("assessor"). The original app kept batch lists, media, profile sections etc. here; in this client
 * all server data lives only in the RTK Query cache (read it with the feature api hooks), so this slice holds only
 * client-side choices that several screens share.
 */
export interface AssessorState {
  /** The batch-type filter chosen on the batch lists ('' = all). */
  selectedBatchType: string;
}

export const initialAssessorState: AssessorState = { selectedBatchType: '' };

const assessorSlice = createSlice({
  name: 'assessor',
  initialState: initialAssessorState,
  reducers: {
    batchTypeFilterChanged(state, action: PayloadAction<string>) {
      state.selectedBatchType = action.payload;
    },
  },
  selectors: {
    selectSelectedBatchType: (state) => state.selectedBatchType,
  },
});

export const { batchTypeFilterChanged } = assessorSlice.actions;
export const { selectSelectedBatchType } = assessorSlice.selectors;
export const assessorReducer = assessorSlice.reducer;
