import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR, OTHER_ASSESSORS } from '../../seed/index.ts';
import { eachTestSignedIn, json, login, trainerInject, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

/** The seed leaves the demo's profile empty: the trainer gives the bank details and PAN an invoice needs. */
async function giveInvoiceFacts() {
  const answer = await trainerInject(t.app, {
    method: 'POST',
    url: `/__mock/assessors/${DEMO_ASSESSOR.email}/invoice-facts`,
  });
  expect(answer.statusCode).toBe(200);
}

const generate = (body: object, as = token) =>
  t.app.inject({ method: 'POST', url: '/api/generate-invoice', headers: { [AUTH_HEADER]: as }, payload: body });

async function closeoutBatches(withFacts = true) {
  if (withFacts) await giveInvoiceFacts();
  const answer = await trainerInject(t.app, { url: `/__mock/assessors/${DEMO_ASSESSOR.email}/closeout-batches` });
  return json(answer).details as {
    invoiceReady: { _id: string; batchId: string };
    lacking: { _id: string; dayId: string; missingTabs: string[] };
  };
}

const demo = () => t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!;

describe('generate-invoice', () => {
  it('computes fee × candidates present, with the invoice facts and the amount in words', async () => {
    const { invoiceReady } = await closeoutBatches();
    const batch = t.db.data.batches.find((b) => b._id === invoiceReady._id)!;
    const present = t.db.data.candidates.filter((c) => c.batchId === batch._id && c.isPresent === 'Present').length;
    expect(present).toBeGreaterThan(0);
    const answer = await generate({ batch_id: batch._id });
    expect(answer.statusCode).toBe(200);
    const invoice = json(answer).details as Record<string, unknown>;
    expect(invoice).toMatchObject({
      batchId: batch.batchId,
      jobRole: batch.jobRole,
      qpCode: batch.qpCode,
      examCenterName: batch.examCenterName,
      startDate: batch.startDate,
      endDate: batch.endDate,
      feePerCandidate: batch.assessorFeePerCandidate,
      candidatesAssessed: present,
      amount: batch.assessorFeePerCandidate * present,
      invoiceDate: '10/03/2025',
      assessor: { fullName: DEMO_ASSESSOR.fullName, panNumber: 'ABCPV1234K', assessorId: demo().assessorId },
      bankDetails: { bankIFSC: 'SBIN0004321', bankName: 'State Bank of India' },
    });
    expect(invoice.invoiceNumber).toBe(`INV/${demo().assessorId}/0001`);
    expect(invoice.amountInWords).toMatch(/^[A-Z][a-z -]+ rupees only$/);
  });

  it('answers the same number on a second request, and keeps one record', async () => {
    const { invoiceReady } = await closeoutBatches();
    const first = json(await generate({ batch_id: invoiceReady._id })).details as {
      invoiceNumber: string;
      amount: number;
    };
    t.clock.advance(3 * 86_400_000);
    // Tokens live a day: log in again three days later.
    const later = await login(t.app);
    const second = json(await generate({ batch_id: invoiceReady._id, amount: first.amount }, later)).details as {
      invoiceNumber: string;
      invoiceDate: string;
    };
    expect(second.invoiceNumber).toBe(first.invoiceNumber);
    expect(second.invoiceDate).toBe('10/03/2025');
    expect(t.db.data.invoices).toHaveLength(1);
  });

  it("refuses an amount that differs from the server's (409)", async () => {
    const { invoiceReady } = await closeoutBatches();
    const answer = await generate({ batch_id: invoiceReady._id, amount: 1 });
    expect(answer.statusCode).toBe(409);
    expect(String(json(answer).message)).toContain("differs from the server's");
    expect(t.db.data.invoices ?? []).toEqual([]);
  });

  it('refuses a batch that lacks evidence, attendance and a clock-out, saying what is missing', async () => {
    const { lacking } = await closeoutBatches();
    expect(lacking.missingTabs).toEqual(['tp-declaration', 'other-documents']);
    const answer = await generate({ batch_id: lacking._id });
    expect(answer.statusCode).toBe(409);
    expect(json(answer).error).toEqual({ missing: ['evidence', 'candidateAttendance', 'clockInOut'] });
  });

  it('refuses a batch where a present candidate has no marks in a required section', async () => {
    const { invoiceReady } = await closeoutBatches();
    const candidate = t.db.data.candidates.find((c) => c.batchId === invoiceReady._id && c.isPresent === 'Present')!;
    t.db.data.candidateMarks = t.db.data.candidateMarks.filter(
      (m) => !(m.candidate_id === candidate._id && m.section === 'viva'),
    );
    const answer = await generate({ batch_id: invoiceReady._id });
    expect(answer.statusCode).toBe(409);
    expect(json(answer).error).toEqual({ missing: ['marks'] });
  });

  it('does not ask for marks of a section whose maximum is 0 in every NOS', async () => {
    const { invoiceReady } = await closeoutBatches();
    const batch = t.db.data.batches.find((b) => b._id === invoiceReady._id)!;
    const role = t.db.data.jobRoles.find((r) => r._id === batch.jobRole_id)!;
    role.nos = role.nos.map((nos) => ({ ...nos, practicalTM: 0 }));
    t.db.data.candidateMarks = t.db.data.candidateMarks.filter(
      (m) => !(m.batch_id === batch._id && m.section === 'practical'),
    );
    expect((await generate({ batch_id: batch._id })).statusCode).toBe(200);
  });

  it('refuses a batch with a day without clock-out, and one without clock-in', async () => {
    const { invoiceReady } = await closeoutBatches();
    const records = t.db.data.attendances!.filter((r) => r.batch_id === invoiceReady._id);
    expect(records.length).toBeGreaterThan(0);
    Object.assign(records[0]!, { isClockOut: false, clockOutAt: null, clockOutTime: null, duration: null });
    const open = await generate({ batch_id: invoiceReady._id });
    expect(json(open).error).toEqual({ missing: ['clockInOut'] });
    t.db.data.attendances = t.db.data.attendances!.filter((r) => r._id !== records[0]!._id);
    const none = await generate({ batch_id: invoiceReady._id });
    expect(none.statusCode).toBe(409);
    expect(json(none).error).toEqual({ missing: ['clockInOut'] });
  });

  it('refuses while the bank details or the PAN are missing, as in the seed', async () => {
    const { invoiceReady } = await closeoutBatches(false);
    const answer = await generate({ batch_id: invoiceReady._id });
    expect(answer.statusCode).toBe(409);
    expect(json(answer).error).toEqual({ missing: ['bankDetails', 'panNumber'] });

    await giveInvoiceFacts();
    delete demo().bankAccount;
    const again = await generate({ batch_id: invoiceReady._id });
    expect(json(again).error).toEqual({ missing: ['bankDetails'] });
    expect(t.db.data.invoices ?? []).toEqual([]);
  });

  it('refuses a batch that has not ended', async () => {
    const ongoing = t.db.data.batches.find(
      (b) => b.accessorId === demo()._id && b.isAcceptAssesor && b.endDate === '10/03/2025',
    )!;
    const answer = await generate({ batch_id: ongoing._id });
    expect(answer.statusCode).toBe(409);
    expect((json(answer).error as { missing: string[] }).missing).toContain('notCompleted');
  });

  it("refuses another assessor's batch (403) and an unknown one (404)", async () => {
    const { invoiceReady } = await closeoutBatches();
    const other = await login(t.app, OTHER_ASSESSORS[0].email);
    expect((await generate({ batch_id: invoiceReady._id }, other)).statusCode).toBe(403);
    expect((await generate({ batch_id: 'ffffffffffffffffffffffff' })).statusCode).toBe(404);
    expect((await generate({})).statusCode).toBe(400);
  });
});

describe('activity count per day (the completeness check)', () => {
  it("lists each day's tabs without a file", async () => {
    const { lacking } = await closeoutBatches();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/assesment-activity-count?batchId=${lacking._id}&assesorId=${demo()._id}`,
      headers: { [AUTH_HEADER]: token },
    });
    const days = (json(answer).details as { days: { _id: string; missingTabs: string[] }[] }).days;
    expect(days.at(-1)).toMatchObject({ _id: lacking.dayId, missingTabs: ['tp-declaration', 'other-documents'] });
    expect(days.slice(0, -1).every((day) => day.missingTabs.length === 0)).toBe(true);
  });
});
