import { describe, expect, it } from 'vitest';
import { invoiceAddsUp, invoiceRows, type Invoice } from './invoiceFacts.ts';

const invoice: Invoice = {
  _id: 'i1',
  invoiceNumber: 'INV/RD1234/0001',
  invoiceDate: '10/03/2025',
  batch_id: 'b1',
  batchId: 'BT25040017',
  jobRole: 'Field Technician',
  qpCode: 'ELE/Q3101',
  examCenterName: 'Skill Centre, Pune',
  startDate: '01/03/2025',
  endDate: '02/03/2025',
  feePerCandidate: 150,
  candidatesAssessed: 25,
  amount: 3750,
  amountInWords: 'Three thousand seven hundred fifty rupees only',
  assessor: {
    _id: 'a1',
    assessorId: 'RD1234',
    fullName: 'Asha Verma',
    panNumber: 'ABCPV1234K',
    address: '12 MG Road',
    state: 'Maharashtra',
    pinCode: '411001',
  },
  bankDetails: {
    accountHolderName: 'Asha Verma',
    bankName: 'SBI',
    bankAccount: '301234567890',
    bankIFSC: 'SBIN0004321',
    bankBranchName: 'Pune',
  },
};

const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('invoice facts', () => {
  it('adds up when fee × candidates is the amount and the words say it', () => {
    expect(invoiceAddsUp(invoice)).toBe(true);
    expect(invoiceAddsUp({ ...invoice, amount: 3700 })).toBe(false);
    expect(invoiceAddsUp({ ...invoice, amountInWords: 'Three thousand rupees only' })).toBe(false);
  });

  it('lists every fact of api-facts §9 with figures in Indian grouping', () => {
    const rows = Object.fromEntries(invoiceRows({ ...invoice, amount: 1234500, feePerCandidate: 49380 }, t));
    expect(rows['invoice.address']).toBe('12 MG Road, Maharashtra, 411001');
    expect(rows['invoice.total']).toBe('invoice.totalValue{"amount":"12,34,500"}');
    expect(rows['invoice.candidates']).toBe('invoice.calculation{"count":25,"fee":"49,380"}');
    expect(Object.keys(rows)).toEqual(
      expect.arrayContaining([
        'invoice.number',
        'invoice.pan',
        'invoice.ifsc',
        'invoice.batch',
        'invoice.qpCode',
        'invoice.centre',
        'invoice.dates',
        'invoice.words',
      ]),
    );
  });
});
