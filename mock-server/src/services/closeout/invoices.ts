import { rupeesInWords, slashOfIsoDay } from '@assessor/contract';
import type { Assessor, Batch, DbState, InvoiceRecord } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import { newObjectId } from '../shared/ids.ts';
import { hasBankDetails, invoiceBlockersOf, panOf } from './readiness.ts';

/** fee × candidates present (api-facts §9, inferred), in whole rupees as fees are. */
export function invoiceAmount(data: DbState, batch: Batch) {
  const candidatesAssessed = data.candidates.filter(
    (candidate) => candidate.batchId === batch._id && candidate.isPresent === 'Present',
  ).length;
  const feePerCandidate = batch.assessorFeePerCandidate;
  return { feePerCandidate, candidatesAssessed, amount: feePerCandidate * candidatesAssessed };
}

/** "INV/RD1234/0001": the assessor's id and their invoices in order. */
function nextNumber(data: DbState, assessor: Assessor): string {
  const count = (data.invoices ?? []).filter((invoice) => invoice.assesor_id === assessor._id).length;
  return `INV/${assessor.assessorId}/${String(count + 1).padStart(4, '0')}`;
}

/**
 * The batch's invoice: recorded the first time (number, date, amount), the same record on every later request. A
 * batch that is not ready is refused with what it lacks (409); so is an amount the client computed differently.
 */
export function invoiceFor(
  data: DbState,
  batch: Batch,
  assessor: Assessor,
  today: string,
  now: number,
  claimed?: number,
) {
  let record = (data.invoices ?? []).find((invoice) => invoice.batch_id === batch._id);
  if (!record) {
    const missing = invoiceBlockersOf(data, batch, assessor, today);
    if (missing.length > 0)
      throw new ApiError(409, `The invoice cannot be generated yet: ${missing.join(', ')} missing`, { missing });
    record = {
      _id: newObjectId(),
      invoiceNumber: nextNumber(data, assessor),
      batch_id: batch._id,
      assesor_id: assessor._id,
      invoiceDate: slashOfIsoDay(today),
      ...invoiceAmount(data, batch),
      createdAt: now,
    } satisfies InvoiceRecord;
    if (claimed !== undefined && claimed !== record.amount) {
      throw new ApiError(409, `The amount differs from the server's: ${record.amount}`, { missing: [] });
    }
    (data.invoices ??= []).push(record);
  } else if (claimed !== undefined && claimed !== record.amount) {
    throw new ApiError(409, `The amount differs from the recorded invoice: ${record.amount}`, { missing: [] });
  }
  if (!hasBankDetails(assessor))
    throw new ApiError(409, 'Add your bank details to see the invoice', { missing: ['bankDetails'] });
  return answerOf(record, batch, assessor);
}

function answerOf(record: InvoiceRecord, batch: Batch, assessor: Assessor) {
  return {
    _id: record._id,
    invoiceNumber: record.invoiceNumber,
    invoiceDate: record.invoiceDate,
    batch_id: batch._id,
    batchId: batch.batchId,
    jobRole: batch.jobRole,
    qpCode: batch.qpCode,
    examCenterName: batch.examCenterName,
    startDate: batch.startDate,
    endDate: batch.endDate,
    feePerCandidate: record.feePerCandidate,
    candidatesAssessed: record.candidatesAssessed,
    amount: record.amount,
    amountInWords: rupeesInWords(record.amount),
    assessor: {
      _id: assessor._id,
      assessorId: assessor.assessorId,
      fullName: assessor.fullName,
      panNumber: panOf(assessor) ?? '',
      address: assessor.address,
      district: assessor.district,
      state: assessor.state,
      pinCode: assessor.pinCode,
    },
    bankDetails: {
      accountHolderName: assessor.accountHolderName ?? '',
      bankName: assessor.bankName ?? '',
      bankAccount: assessor.bankAccount ?? '',
      bankIFSC: assessor.bankIFSC ?? '',
      bankBranchName: assessor.bankBranchName ?? '',
    },
  };
}
