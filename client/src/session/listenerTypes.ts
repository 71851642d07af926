import type { TypedStartListening } from '@reduxjs/toolkit';
import type { RootState } from '../store/types.ts';

export type AppStartListening = TypedStartListening<RootState>;
