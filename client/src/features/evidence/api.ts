import {
  evidenceCalls,
  evidenceGroups,
  type CallSpec,
  type EvidenceGroup,
  type EvidenceKind,
} from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints, type EndpointTagOptions } from '../../api/deriveEndpoints.ts';
import { listTag, providesList } from '../../api/tags.ts';

type EvidenceCalls = typeof evidenceCalls;
const groups: readonly EvidenceGroup[] = Object.values(evidenceGroups);

/** The group (kind) a file call belongs to, by the call itself. */
const groupOf = (call: CallSpec) =>
  groups.find((group) => call === group.upload || call === group.get || call === group.remove);

/**
 * Evidence of one kind is tagged by its kind; uploads and removals also change the tab progress. The day record and
 * tab status calls have their own tags.
 */
function evidenceTags(): EndpointTagOptions<EvidenceCalls> {
  const options: Record<string, object> = {
    activityCount: { providesTags: providesList('ActivityCount') },
    getTimeStampId: { providesTags: providesList('TabStatus') },
    updateTabStatus: { providesTags: [] },
  };
  for (const [name, call] of Object.entries(evidenceCalls)) {
    const group = groupOf(call);
    if (!group) continue;
    const tag = { type: 'Evidence' as const, id: group.kind.kind };
    options[name] =
      call === group.get
        ? { providesTags: [tag] }
        : { invalidatesTags: [tag, listTag('ActivityCount'), listTag('TabStatus')] };
  }
  return options as EndpointTagOptions<EvidenceCalls>;
}

/** The `evidence` capability: 11 kinds × upload / get / remove, the day record, tab status and progress. */
export const evidenceApi = baseApi.injectEndpoints({
  endpoints: (build) => deriveEndpoints(build, evidenceCalls, evidenceTags()),
});

export const { useActivityCountQuery, useGetTimeStampIdQuery } = evidenceApi;

const e = evidenceApi.endpoints;

/** One kind's endpoints. The contract builds every kind's calls with one function, so all kinds share these types. */
export interface KindEndpoints {
  kind: EvidenceKind;
  list: typeof e.getGroupFile;
  upload: typeof e.uploadGroupFile;
  remove: typeof e.removeGroupFile;
}

const of = (
  group: EvidenceGroup,
  list: KindEndpoints['list'],
  upload: KindEndpoints['upload'],
  remove: KindEndpoints['remove'],
) => ({ kind: group.kind, list, upload, remove });

/** Every kind of `evidenceGroups` with its endpoints; `satisfies` makes a kind without a row a type error. */
const byKind = {
  examcenter: of(evidenceGroups.examcenter, e.getExamcenterFile, e.uploadExamcenterFile, e.removeExamcenterFile),
  group: of(evidenceGroups.group, e.getGroupFile, e.uploadGroupFile, e.removeGroupFile),
  theory: of(evidenceGroups.theory, e.getTheoryFile, e.uploadTheoryFile, e.removeTheoryFile),
  viva: of(evidenceGroups.viva, e.getVivaFile, e.uploadVivaFile, e.removeVivaFile),
  aadhar: of(evidenceGroups.aadhar, e.getAadharFile, e.uploadAadharFile, e.removeAadharFile),
  practical: of(evidenceGroups.practical, e.getPracticalFile, e.uploadPracticalFile, e.removePracticalFile),
  tools: of(evidenceGroups.tools, e.getToolFile, e.uploadToolsFile, e.removeToolFile),
  tp: of(evidenceGroups.tp, e.getTpFile, e.uploadTpFile, e.removeTpFile),
  annexure: of(evidenceGroups.annexure, e.getAnnexureFile, e.uploadAnnexureFile, e.removeAnnexureFile),
  other: of(evidenceGroups.other, e.getOtherFile, e.uploadOtherFile, e.removeOtherFile),
  attendence: of(evidenceGroups.attendence, e.getAttendenceFile, e.uploadAttendenceFile, e.removeAttendenceFile),
} satisfies Record<keyof typeof evidenceGroups, KindEndpoints>;

const kinds: readonly KindEndpoints[] = Object.values(byKind);

/** The endpoints of one evidence kind (a screen picks its kind once; the screen is keyed by it). */
export function endpointsOf(spec: EvidenceKind): KindEndpoints {
  const found = kinds.find((entry) => entry.kind === spec);
  if (!found) throw new Error(`No evidence endpoints for kind ${spec.kind}`);
  return found;
}
