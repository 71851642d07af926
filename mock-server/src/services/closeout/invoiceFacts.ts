import { createHash } from 'node:crypto';
import type { Assessor } from '../../db/types.ts';

const idOf = (...parts: string[]) => createHash('sha256').update(parts.join('/')).digest('hex').slice(0, 24);

/**
 * Bank details and an accepted PAN (api-facts §3), so the assessor can invoice: what a trainer gives an assessor to
 * rehearse the invoice without filling the profile first (`POST /__mock/assessors/:id/invoice-facts`).
 */
export function withInvoiceFacts(assessor: Assessor): void {
  assessor.accountHolderName = assessor.fullName;
  assessor.bankName = 'State Bank of India';
  assessor.bankAccount = `30${idOf(assessor._id, 'bank').replace(/[a-f]/g, '').padEnd(10, '7').slice(0, 10)}`;
  assessor.bankIFSC = 'SBIN0004321';
  assessor.bankBranchName = 'Connaught Place, New Delhi';
  const pan = {
    _id: idOf(assessor._id, 'pan'),
    cardType: 'panCard',
    cardNo: 'ABCPV1234K',
    status: 'accepted' as const,
    adminUploaded: false,
    url: '',
  };
  assessor.personalDetail = [...(assessor.personalDetail ?? []).filter((item) => item.cardType !== 'panCard'), pan];
}
