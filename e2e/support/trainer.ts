import {
  TRAINER_PASSCODE_HEADER,
  buildRequest,
  trainerCalls,
  type ArgsOf,
  type CallSpec,
  type DetailsOf,
} from '@assessor/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { trainerPasscode } from './environment.ts';

/** The mock's health path, for the web server's readiness check. */
export const healthPath = trainerCalls.health.path;

export type TrainerBatch = DetailsOf<typeof trainerCalls.assessorBatches>[number];
export type TrainerNotification = ArgsOf<typeof trainerCalls.notify>['body'];
export type CloseoutBatches = DetailsOf<typeof trainerCalls.closeoutBatches>;
export type TrainerRegularization = DetailsOf<typeof trainerCalls.regularizations>[number];
export type TrainerScenario = DetailsOf<typeof trainerCalls.scenarios>[number];

/**
 * The trainer calls of the mock, built from their declarations in `contract/src/calls/trainer/`, with the trainer
 * passcode the mock was started with; each checks its answer, so a test fails where the mock refused.
 */
export class MockServer {
  constructor(private readonly request: APIRequestContext) {}

  private async send<C extends CallSpec>(call: C, args: ArgsOf<C>, what: string): Promise<DetailsOf<C>> {
    const { method, url, query, body } = buildRequest(call, args);
    const answer = await this.request.fetch(url, {
      method,
      params: query as Record<string, string> | undefined,
      data: body,
      headers: { [TRAINER_PASSCODE_HEADER]: trainerPasscode },
    });
    expect(answer.ok(), what).toBe(true);
    return ((await answer.json()) as { details: DetailsOf<C> }).details;
  }

  async reset(): Promise<void> {
    await this.send(trainerCalls.reset, {}, 'the mock resets to its seed');
  }

  /** The last OTP the mock "sent" to a mobile. */
  async otp(mobile: string): Promise<string> {
    return (await this.send(trainerCalls.lastOtp, { query: { mobile } }, `the mock has sent an OTP to ${mobile}`)).otp;
  }

  /** The path of the last reset link the mock "e-mailed". */
  async resetPath(email: string): Promise<string> {
    return (
      await this.send(trainerCalls.lastResetLink, { query: { email } }, `the mock has mailed a reset link to ${email}`)
    ).resetPath;
  }

  /** Approves a registered assessor (`_id`, e-mail, mobile or assessorId). */
  async approve(assessor: string): Promise<void> {
    await this.send(trainerCalls.approve, { params: { id: assessor } }, `the mock approves ${assessor}`);
  }

  /** The assessor's accepted batches with their day records. */
  async batchesOf(assessor: string): Promise<TrainerBatch[]> {
    return this.send(
      trainerCalls.assessorBatches,
      { params: { id: assessor } },
      `the mock lists the batches of ${assessor}`,
    );
  }

  /** One accepted batch of the assessor, by its display id. */
  async batchOf(assessor: string, batchId: string): Promise<TrainerBatch> {
    const batch = (await this.batchesOf(assessor)).find((candidate) => candidate.batchId === batchId);
    expect(batch, `${assessor} has accepted batch ${batchId}`).toBeDefined();
    return batch!;
  }

  /** Assigns a new batch to the assessor as a pending request; answers its batch id. */
  async assignBatch(assessor: string): Promise<string> {
    return (await this.send(trainerCalls.assignBatch, { body: { assessor } }, 'the mock assigns a batch')).batchId;
  }

  async sendNotification(notification: TrainerNotification): Promise<void> {
    await this.send(trainerCalls.notify, { body: notification }, 'the mock sends the notification');
  }

  async endSessions(assessor: string): Promise<void> {
    await this.send(
      trainerCalls.endSessions,
      { params: { id: assessor } },
      `the mock ends the sessions of ${assessor}`,
    );
  }

  // Closing a batch.

  /** The assessor's raised issues, newest first. */
  async issuesOf(assessor: string): Promise<DetailsOf<typeof trainerCalls.issuesOf>> {
    return this.send(trainerCalls.issuesOf, { params: { id: assessor } }, `the mock lists the issues of ${assessor}`);
  }

  /** A reviewer answers a raised issue; the assessor is notified. */
  async answerIssue(issue: string, answer: string): Promise<void> {
    await this.send(
      trainerCalls.answerIssue,
      { params: { id: issue }, body: { answer } },
      'the mock answers the issue',
    );
  }

  /** Gives the assessor bank details and an accepted PAN (the seed leaves the profile empty), so they can invoice. */
  async giveInvoiceFacts(assessor: string): Promise<void> {
    await this.send(
      trainerCalls.invoiceFacts,
      { params: { id: assessor } },
      `the mock gives ${assessor} bank details and a PAN`,
    );
  }

  /** The seed's close-out batches: one ready to invoice, one lacking evidence. */
  async closeoutBatches(assessor: string): Promise<CloseoutBatches> {
    return this.send(
      trainerCalls.closeoutBatches,
      { params: { id: assessor } },
      `the mock names the close-out batches of ${assessor}`,
    );
  }

  /** The assessor's attendance regularisation requests, newest first. */
  async regularizationsOf(assessor: string): Promise<TrainerRegularization[]> {
    return this.send(
      trainerCalls.regularizations,
      { params: { id: assessor } },
      `the mock lists the regularisation requests of ${assessor}`,
    );
  }

  /** Approves or rejects a pending regularisation request, with the reviewer's comment. */
  async decideRegularization(id: string, isApprove: 'approve' | 'reject', comment: string): Promise<void> {
    await this.send(
      trainerCalls.decideRegularization,
      { params: { id }, body: { isApprove, comment } },
      `the mock decides request ${id}`,
    );
  }

  /** Switches the clock-in geofence on or off. */
  async geofence(enabled: boolean): Promise<void> {
    await this.send(
      trainerCalls.geofence,
      { body: { enabled } },
      `the mock switches the geofence ${enabled ? 'on' : 'off'}`,
    );
  }

  /** The assessor's profile documents with their review status. */
  async profileDocuments(assessor: string): Promise<DetailsOf<typeof trainerCalls.profileDocuments>> {
    return this.send(
      trainerCalls.profileDocuments,
      { params: { id: assessor } },
      `the mock lists the documents of ${assessor}`,
    );
  }

  /** Accepts or rejects one profile document; answers the new profile percentage. */
  async reviewDocument(assessor: string, documentId: string, status: 'accepted' | 'rejected'): Promise<string> {
    const args = { params: { id: assessor, documentId }, body: { status } };
    return (await this.send(trainerCalls.reviewDocument, args, `the mock marks document ${documentId} ${status}`))
      .profilePercentage;
  }

  /** Accepts every document still waiting for review; answers the new profile percentage. */
  async acceptWaitingDocuments(assessor: string): Promise<string | undefined> {
    let percentage: string | undefined;
    for (const doc of await this.profileDocuments(assessor)) {
      if (doc.status === 'noAction') percentage = await this.reviewDocument(assessor, doc._id, 'accepted');
    }
    return percentage;
  }

  /** Grows a batch (its `_id`) to `count` candidates (e.g. a 100-candidate batch on a phone). */
  async fillCandidates(batch: string, count: number): Promise<void> {
    await this.send(
      trainerCalls.fillCandidates,
      { params: { id: batch }, body: { count } },
      `the mock gives batch ${batch} ${count} candidates`,
    );
  }

  // Trainer rehearsal kit

  /** Arms a fault scenario for an assessor's next call(s). */
  async armScenario(scenario: ArgsOf<typeof trainerCalls.armScenario>['body']): Promise<TrainerScenario> {
    return this.send(
      trainerCalls.armScenario,
      { body: scenario },
      `the mock arms ${scenario.status} for ${scenario.assessor}`,
    );
  }

  /** The armed scenarios. */
  async scenarios(): Promise<TrainerScenario[]> {
    return this.send(trainerCalls.scenarios, {}, 'the mock lists the armed scenarios');
  }

  /** Makes a class of trainees; answers their accounts with the password. */
  async createTrainees(count: number, prefix: string): Promise<DetailsOf<typeof trainerCalls.createTrainees>> {
    return this.send(trainerCalls.createTrainees, { body: { count, prefix } }, `the mock creates ${count} trainees`);
  }

  /** The progress board as the console reads it: the trainees, or every active account with `all`. */
  async progress(all = false): Promise<DetailsOf<typeof trainerCalls.classProgress>> {
    return this.send(trainerCalls.classProgress, { query: all ? { all } : {} }, 'the mock answers the progress board');
  }
}
