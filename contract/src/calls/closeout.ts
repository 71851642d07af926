import type { CallSpec } from '../define.ts';

/**
 * Closing a batch: raised issues, the completeness check and the invoice. The real API's calls for these are not
 * public (api-facts §9); the close-out issue declares them here, as ours, in the style of the documented calls.
 */
export const closeoutCalls = {} satisfies Record<string, CallSpec>;
