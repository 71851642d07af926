import { test as base, expect, type APIRequestContext } from '@playwright/test';

/** Trainer endpoints of the mock (see mock-server/README.md). */
export class MockServer {
  constructor(private readonly request: APIRequestContext) {}

  async reset(): Promise<void> {
    const answer = await this.request.post('/__mock/reset');
    expect(answer.ok(), 'the mock resets to its seed').toBe(true);
  }

  /** The last OTP the mock "sent" to a mobile (GET /__mock/otp). */
  async otp(mobile: string): Promise<string> {
    const answer = await this.request.get(`/__mock/otp?mobile=${mobile}`);
    expect(answer.ok(), `the mock has sent an OTP to ${mobile}`).toBe(true);
    return ((await answer.json()) as { details: { otp: string } }).details.otp;
  }

  /** The path of the last reset link the mock "e-mailed" (GET /__mock/reset-token). */
  async resetPath(email: string): Promise<string> {
    const answer = await this.request.get(`/__mock/reset-token?email=${encodeURIComponent(email)}`);
    expect(answer.ok(), `the mock has mailed a reset link to ${email}`).toBe(true);
    return ((await answer.json()) as { details: { resetPath: string } }).details.resetPath;
  }

  /** Approves a registered assessor (`_id`, e-mail, mobile or assessorId). */
  async approve(assessor: string): Promise<void> {
    const answer = await this.request.post(`/__mock/assessors/${encodeURIComponent(assessor)}/approve`);
    expect(answer.ok(), `the mock approves ${assessor}`).toBe(true);
  }

  /** The assessor's accepted batches with their day records. */
  async batchesOf(assessor: string): Promise<TrainerBatch[]> {
    const answer = await this.request.get(`/__mock/assessors/${encodeURIComponent(assessor)}/batches`);
    expect(answer.ok(), `the mock lists the batches of ${assessor}`).toBe(true);
    return ((await answer.json()) as { details: TrainerBatch[] }).details;
  }

  /** Assigns a new batch to the assessor as a pending request; answers its batch id. */
  async assignBatch(assessor: string): Promise<string> {
    const answer = await this.request.post('/__mock/batches/assign', { data: { assessor } });
    expect(answer.status(), 'the mock assigns a batch').toBe(201);
    return ((await answer.json()) as { details: { batchId: string } }).details.batchId;
  }

  async sendNotification(notification: { assessor: string; title: string; content: string; type?: string; link?: string }): Promise<void> {
    const answer = await this.request.post('/__mock/notifications', { data: notification });
    expect(answer.status(), 'the mock sends the notification').toBe(201);
  }

  async endSessions(assessor: string): Promise<void> {
    const answer = await this.request.post(`/__mock/assessors/${encodeURIComponent(assessor)}/end-sessions`);
    expect(answer.ok(), `the mock ends the sessions of ${assessor}`).toBe(true);
  }
}

export interface TrainerBatch {
  _id: string;
  batchId: string;
  startDate: string;
  endDate: string;
  days: { _id: string; date: string }[];
}

export const demo = { email: 'assessor@demo.test', password: 'Demo@1234', mobile: '9876543210' } as const;

/** Every test starts from the seed, so no test sees data left by another. */
export const test = base.extend<{ mock: MockServer }>({
  mock: [
    async ({ request }, use) => {
      const mock = new MockServer(request);
      await mock.reset();
      await use(mock);
    },
    { auto: true },
  ],
});

export { expect };
