import { accountCalls } from './accounts.ts';
import { lessonCalls } from './lessons.ts';
import { progressCalls } from './progress.ts';
import { rehearsalCalls } from './rehearsal.ts';
import { reviewCalls } from './reviews.ts';

export { TRAINER_PASSCODE_HEADER } from './keys.ts';
export { scenarioKinds, type ScenarioKind } from './rehearsal.ts';

/**
 * The mock's own controls under `/__mock/` (source 'mock'): not part of the real API or spec §7, so they stay out of
 * `contract` and `capabilities` (the client derives no endpoint from them). Demos, e2e and benchmarks call them.
 */
export const trainerCalls = { ...accountCalls, ...reviewCalls, ...rehearsalCalls, ...progressCalls, ...lessonCalls };
