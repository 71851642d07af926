import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './types.ts';

/** Typed redux hooks for every layer (features included): see README.md. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
