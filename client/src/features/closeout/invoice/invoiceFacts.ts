import { indianFigures, rupeesInWords, type DetailsOf, type closeoutCalls } from '@assessor/contract';

export type Invoice = DetailsOf<typeof closeoutCalls.generateInvoice>;

/** Whether the server's figures add up: fee × candidates = amount, and the words say that amount. */
export function invoiceAddsUp(invoice: Invoice): boolean {
  return (
    invoice.feePerCandidate * invoice.candidatesAssessed === invoice.amount &&
    invoice.amountInWords === rupeesInWords(invoice.amount)
  );
}

/** The invoice as label/value rows (label = i18n key of `closeout`), in the order the screen and the PDF show them. */
export function invoiceRows(
  invoice: Invoice,
  t: (key: string, values?: Record<string, string | number>) => string,
): [string, string][] {
  const { assessor, bankDetails: bank } = invoice;
  const address = [assessor.address, assessor.district, assessor.state, assessor.pinCode].filter(Boolean).join(', ');
  return [
    ['invoice.number', invoice.invoiceNumber],
    ['invoice.date', invoice.invoiceDate],
    ['invoice.assessor', assessor.fullName],
    ['invoice.assessorId', assessor.assessorId],
    ['invoice.pan', assessor.panNumber],
    ['invoice.address', address],
    ['invoice.accountHolder', bank.accountHolderName],
    ['invoice.bankName', bank.bankName],
    ['invoice.account', bank.bankAccount],
    ['invoice.ifsc', bank.bankIFSC],
    ['invoice.branch', bank.bankBranchName],
    ['invoice.batch', invoice.batchId],
    ['invoice.jobRole', invoice.jobRole],
    ['invoice.qpCode', invoice.qpCode],
    ['invoice.centre', invoice.examCenterName],
    ['invoice.dates', t('invoice.datesValue', { start: invoice.startDate, end: invoice.endDate })],
    [
      'invoice.candidates',
      t('invoice.calculation', { count: invoice.candidatesAssessed, fee: indianFigures(invoice.feePerCandidate) }),
    ],
    ['invoice.total', t('invoice.totalValue', { amount: indianFigures(invoice.amount) })],
    ['invoice.words', invoice.amountInWords],
  ];
}
