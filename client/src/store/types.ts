import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * The whole state, for the layers below app/. Declared empty here and filled in where the reducers are combined
 * (`app/rootReducer.ts` merges the combined state into this interface), so no layer imports app/ for its type and
 * no import cycle runs through the store's type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging (see above)
export interface RootState {}

/** The store's dispatch: plain actions and thunks (RTK Query's included), as configureStore's default middleware takes them. */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
