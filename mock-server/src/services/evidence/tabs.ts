import { evidenceKinds } from '@assessor/contract';
import type { DbState } from '../../db/types.ts';

/** The 11 tab rows of a batch and assessor, in tab order, each with how many files it holds over all days. */
export function tabsOf(data: DbState, batchId: string, assessorId: string) {
  const rows = data.tabStatuses.filter((tab) => tab.batch_id === batchId && tab.assesor_id === assessorId);
  return evidenceKinds.flatMap((spec) => {
    const row = rows.find((tab) => tab.slug === spec.slug);
    if (!row) return [];
    const fields = spec.fields.map((f) => f.field);
    const fileCount = data.evidenceFiles.filter(
      (file) => file.batch_id === batchId && file.assesor_id === assessorId && fields.includes(file.field),
    ).length;
    return [{ _id: row._id, tabName: row.tabName, slug: row.slug, tabStatus: row.tabStatus, fileCount }];
  });
}
