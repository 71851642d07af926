import { selectAssessorId } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';

/** The signed-in assessor's `_id` ('' before the session is read). */
export const useAssessorId = () => useAppSelector(selectAssessorId) ?? '';
