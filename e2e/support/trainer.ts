import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Every trainer endpoint of the mock (mock-server/README.md, "Trainer endpoints"), here and nowhere else, so the
 * list can later be derived from declarations in one place.
 */
export const trainerPaths = {
  health: '/__mock/health',
  reset: '/__mock/reset',
  otp: (mobile: string) => `/__mock/otp?mobile=${encodeURIComponent(mobile)}`,
  resetToken: (email: string) => `/__mock/reset-token?email=${encodeURIComponent(email)}`,
  approve: (assessor: string) => `/__mock/assessors/${encodeURIComponent(assessor)}/approve`,
  batches: (assessor: string) => `/__mock/assessors/${encodeURIComponent(assessor)}/batches`,
  endSessions: (assessor: string) => `/__mock/assessors/${encodeURIComponent(assessor)}/end-sessions`,
  assignBatch: '/__mock/batches/assign',
  notifications: '/__mock/notifications',
} as const;

export interface TrainerBatch {
  _id: string;
  batchId: string;
  startDate: string;
  endDate: string;
  days: { _id: string; date: string }[];
}

export interface TrainerNotification {
  assessor: string;
  title: string;
  content: string;
  type?: 'message' | 'alert' | 'reminder' | 'other';
  link?: string;
}

/** The trainer endpoints as calls; each checks its answer, so a test fails where the mock refused. */
export class MockServer {
  constructor(private readonly request: APIRequestContext) {}

  async reset(): Promise<void> {
    const answer = await this.request.post(trainerPaths.reset);
    expect(answer.ok(), 'the mock resets to its seed').toBe(true);
  }

  /** The last OTP the mock "sent" to a mobile. */
  async otp(mobile: string): Promise<string> {
    const answer = await this.request.get(trainerPaths.otp(mobile));
    expect(answer.ok(), `the mock has sent an OTP to ${mobile}`).toBe(true);
    return ((await answer.json()) as { details: { otp: string } }).details.otp;
  }

  /** The path of the last reset link the mock "e-mailed". */
  async resetPath(email: string): Promise<string> {
    const answer = await this.request.get(trainerPaths.resetToken(email));
    expect(answer.ok(), `the mock has mailed a reset link to ${email}`).toBe(true);
    return ((await answer.json()) as { details: { resetPath: string } }).details.resetPath;
  }

  /** Approves a registered assessor (`_id`, e-mail, mobile or assessorId). */
  async approve(assessor: string): Promise<void> {
    const answer = await this.request.post(trainerPaths.approve(assessor));
    expect(answer.ok(), `the mock approves ${assessor}`).toBe(true);
  }

  /** The assessor's accepted batches with their day records. */
  async batchesOf(assessor: string): Promise<TrainerBatch[]> {
    const answer = await this.request.get(trainerPaths.batches(assessor));
    expect(answer.ok(), `the mock lists the batches of ${assessor}`).toBe(true);
    return ((await answer.json()) as { details: TrainerBatch[] }).details;
  }

  /** One accepted batch of the assessor, by its display id. */
  async batchOf(assessor: string, batchId: string): Promise<TrainerBatch> {
    const batch = (await this.batchesOf(assessor)).find((candidate) => candidate.batchId === batchId);
    expect(batch, `${assessor} has accepted batch ${batchId}`).toBeDefined();
    return batch!;
  }

  /** Assigns a new batch to the assessor as a pending request; answers its batch id. */
  async assignBatch(assessor: string): Promise<string> {
    const answer = await this.request.post(trainerPaths.assignBatch, { data: { assessor } });
    expect(answer.status(), 'the mock assigns a batch').toBe(201);
    return ((await answer.json()) as { details: { batchId: string } }).details.batchId;
  }

  async sendNotification(notification: TrainerNotification): Promise<void> {
    const answer = await this.request.post(trainerPaths.notifications, { data: notification });
    expect(answer.status(), 'the mock sends the notification').toBe(201);
  }

  async endSessions(assessor: string): Promise<void> {
    const answer = await this.request.post(trainerPaths.endSessions(assessor));
    expect(answer.ok(), `the mock ends the sessions of ${assessor}`).toBe(true);
  }
}
