import { evidenceCalls } from '@assessor/contract';
import { baseApi } from '../../app/api/baseApi.ts';
import { deriveEndpoints, type EndpointTagOptions } from '../../app/api/deriveEndpoints.ts';
import { listTag } from '../../app/api/tags.ts';

type EvidenceCalls = typeof evidenceCalls;

/** Evidence of one kind is tagged by the endpoint's kind (e.g. "Group"); uploads and removals also change tab progress. */
function evidenceTags(): EndpointTagOptions<EvidenceCalls> {
  const options: Record<string, object> = {};
  for (const name of Object.keys(evidenceCalls)) {
    const [, verb = '', kind = ''] = /^(upload|get|remove)(.+?)s?File$/.exec(name) ?? [];
    const tag = { type: 'Evidence' as const, id: kind };
    options[name] =
      verb === 'get'
        ? { providesTags: [tag] }
        : { invalidatesTags: [tag, listTag('ActivityCount'), listTag('TabStatus')] };
  }
  return options as EndpointTagOptions<EvidenceCalls>;
}

/** All 11 evidence kinds × upload / get / remove; screens use `evidenceApi.endpoints.<name>` or the hooks below. */
export const evidenceApi = baseApi.injectEndpoints({
  endpoints: (build) => deriveEndpoints(build, evidenceCalls, evidenceTags()),
});
