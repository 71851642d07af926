import type { TypedStartListening } from '@reduxjs/toolkit';
import type { RootState } from '../rootReducer.ts';

export type AppStartListening = TypedStartListening<RootState>;
