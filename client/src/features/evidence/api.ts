import { evidenceCallNames, evidenceCalls, type EvidenceCallName, type EvidenceKind } from '@assessor/contract';
import { baseApi } from '../../app/api/baseApi.ts';
import { deriveEndpoints, type EndpointTagOptions } from '../../app/api/deriveEndpoints.ts';
import { listTag } from '../../app/api/tags.ts';

// The day record and tab progress are served to the evidence screens through features/batches.
const { activityCount: _count, getTimeStampId: _day, updateTabStatus: _tab, ...fileCalls } = evidenceCalls;
type EvidenceCalls = typeof fileCalls;

/** Evidence of one kind is tagged by the endpoint's kind (e.g. "Group"); uploads and removals also change tab progress. */
function evidenceTags(): EndpointTagOptions<EvidenceCalls> {
  const options: Record<string, object> = {};
  for (const name of Object.keys(fileCalls)) {
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
  endpoints: (build) => deriveEndpoints(build, fileCalls, evidenceTags()),
});

type Endpoints = typeof evidenceApi.endpoints;

/**
 * The endpoints of one evidence kind. All 11 kinds share one shape, so the group kind's types stand for every kind;
 * a screen picks its kind once (the screen is keyed by it).
 */
export function endpointsOf(spec: EvidenceKind) {
  const names = evidenceCallNames(spec);
  const all = evidenceApi.endpoints as unknown as Record<EvidenceCallName, unknown>;
  return {
    list: all[names.get] as Endpoints['getGroupFile'],
    upload: all[names.upload] as Endpoints['uploadGroupFile'],
    remove: all[names.remove] as Endpoints['removeGroupFile'],
  };
}
