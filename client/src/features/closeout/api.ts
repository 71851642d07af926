import { closeoutCalls } from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints } from '../../api/deriveEndpoints.ts';

/** The `closeout` capability (raised issues, completeness, invoice): the contract declares no call yet. */
export const closeoutApi = baseApi.injectEndpoints({
  endpoints: (build) => deriveEndpoints(build, closeoutCalls),
});
