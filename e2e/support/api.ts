import {
  AUTH_HEADER,
  attendanceCalls,
  batchCalls,
  buildRequest,
  candidateCalls,
  evidenceCalls,
  evidenceGroups,
  markCalls,
  notificationCalls,
  requestCalls,
  sectionSpecs,
  type ArgsOf,
  type CallSpec,
  type DetailsOf,
  type SectionName,
} from '@assessor/contract';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Session } from './session.ts';

/** How a paged list answers on its first page at the client's page size. */
export interface ListCounts {
  /** Items on the first page. */
  shown: number;
  total: number;
  pages: number;
}

type BatchType = NonNullable<ArgsOf<typeof batchCalls.batchList>['query']['batchType']>;
type RequestState = NonNullable<ArgsOf<typeof requestCalls.batchRequestList>['query']['status']>;

/**
 * Calls of the real API with the signed-in assessor's token: reads, for what a test expects to see on screen (counts
 * that no trainer endpoint answers), and a few writes that set up what a test does not look at (the attendance before
 * a marking screen, the marks before a result sheet), so that each test drives one screen. What a test checks goes
 * through the screens or the trainer.
 */
export class AssessorApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly session: Session,
  ) {}

  private async details<C extends CallSpec>(call: C, args: ArgsOf<C>): Promise<DetailsOf<C>> {
    const { url, query } = buildRequest(call, args);
    const answer = await this.request.get(url, {
      params: query as Record<string, string>,
      headers: { [AUTH_HEADER]: this.session.token },
    });
    expect(answer.ok(), `GET ${url} answers`).toBe(true);
    return ((await answer.json()) as { details: DetailsOf<C> }).details;
  }

  private async write<C extends CallSpec>(call: C, args: ArgsOf<C>): Promise<void> {
    const { url, body } = buildRequest(call, args);
    const answer = await this.request.fetch(url, {
      method: call.method,
      data: body,
      headers: { [AUTH_HEADER]: this.session.token },
    });
    await AssessorApi.expectSuccess(answer, `${call.method} ${url}`);
  }

  private static async expectSuccess(answer: APIResponse, call: string): Promise<void> {
    const succeeded = answer.ok() && ((await answer.json()) as { success?: boolean }).success;
    expect(succeeded, `${call} succeeds`).toBe(true);
  }

  private static counts(
    list: unknown[],
    { totalCounts, totalPages }: { totalCounts: number; totalPages: number },
  ): ListCounts {
    return { shown: list.length, total: totalCounts, pages: totalPages };
  }

  /** The assessor's accepted batches of a type (all types when none). */
  async batches(batchType?: BatchType): Promise<ListCounts> {
    const details = await this.details(batchCalls.batchList, { query: batchType ? { batchType } : {} });
    return AssessorApi.counts(details.batchList, details);
  }

  /** The batch ids of a type, as the API lists them (up to 100). */
  async batchIds(batchType: BatchType): Promise<string[]> {
    return (await this.details(batchCalls.batchList, { query: { batchType, limit: 100 } })).batchList.map(
      (batch) => batch.batchId,
    );
  }

  async requests(status: RequestState): Promise<ListCounts> {
    const details = await this.details(requestCalls.batchRequestList, { query: { status } });
    return AssessorApi.counts(details.batchReqList, details);
  }

  /** Set-up: accepts the first pending batch request, as its Accept button does. */
  async acceptFirstRequest(): Promise<void> {
    const [first] = (await this.details(requestCalls.batchRequestList, { query: { status: 'pending' } })).batchReqList;
    expect(first, 'a pending batch request').toBeDefined();
    await this.write(requestCalls.updateRequestStatus, { body: { batch_id: first!._id, isAcceptAssesor: true } });
  }

  async unreadNotifications(): Promise<number> {
    return (await this.details(notificationCalls.notificationList, { query: {} })).unreadCount;
  }

  /** Evidence tabs of a batch (its `_id`): how many are done of how many. */
  async activityCount(batch: string): Promise<{ done: number; total: number }> {
    const details = await this.details(evidenceCalls.activityCount, {
      query: { batchId: batch, assesorId: this.session.userData._id },
    });
    return { done: details.completedTabs, total: details.totalTabs };
  }

  /** Names of the group photos stored on a day record (its `_id`), as the API lists them. */
  async groupPhotos(day: string): Promise<string[]> {
    const details = await this.details(evidenceCalls.getGroupFile, { params: { id: day } });
    return (Array.isArray(details) ? details : []).map((item) => item.fileName);
  }

  /** The names of every evidence file of a day record, of every kind (a name twice is a file stored twice). */
  async evidenceNames(day: string): Promise<string[]> {
    const names: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        const { fileName } = value as { fileName?: unknown };
        if (typeof fileName === 'string') names.push(fileName);
        else Object.values(value).forEach(collect);
      }
    };
    for (const group of Object.values(evidenceGroups)) collect(await this.details(group.get, { params: { id: day } }));
    return names;
  }

  /** A batch's exam centre position (ours: `examCenterLocation`), by the batch's `_id`. */
  async examCentre(batch: string): Promise<{ latitude: number; longitude: number }> {
    const details = await this.details(batchCalls.batchDetails, { params: { id: batch } });
    expect(details.examCenterLocation, 'the batch has an exam centre position').toBeDefined();
    return details.examCenterLocation!;
  }

  /** The assessor's attendance records, newest first (up to 100). */
  async attendance() {
    return (
      (
        await this.details(attendanceCalls.assessorAttendanceList, {
          query: { assesor_id: this.session.userData._id, limit: 100 },
        })
      ).attendanceList ?? []
    );
  }

  /** A batch's candidates (its `_id`), as the API lists them (up to 100). */
  async candidates(batch: string) {
    return (await this.details(candidateCalls.candidateList, { query: { batch_id: batch, limit: 100 } })).candidateList;
  }

  /** A candidate's result: marks per NOS, percentage and Pass / Fail / Absent. */
  async result(batch: string, candidate: string) {
    return this.details(markCalls.getNosMarks, { params: { id: batch, id2: candidate }, query: { section: 'Theory' } });
  }

  /** The NOS of a batch in a section, with the real field names (`theory`, `vivaTM`, `practicalTM`). */
  async nos(batch: string, section: 'Theory' | 'viva' | 'practical') {
    return (await this.details(markCalls.nosList, { params: { id: batch }, query: { section } })).nosList;
  }

  /** The viva or practical questions of one NOS. */
  async questions(batch: string, nosId: string, section: 'viva' | 'practical') {
    return (await this.details(markCalls.nosQuestions, { params: { id: batch }, query: { nosId, section } })).questions;
  }

  /** Set-up: everyone of the batch present except `absent` (candidate `_id`s). */
  async takeAttendance(batch: string, absent: string[] = []): Promise<void> {
    const attendance = (await this.candidates(batch)).map((candidate) => ({
      candidate_id: candidate._id,
      isPresent: absent.includes(candidate._id) ? ('Absent' as const) : ('Present' as const),
    }));
    await this.write(candidateCalls.saveCandidateAttendance, { body: { batch_id: batch, attendance } });
  }

  /** Set-up: one candidate's marks of a section, `marksOf(nos)` per NOS. */
  async saveMarks(
    batch: string,
    candidate: string,
    section: 'Theory' | 'viva' | 'practical',
    marksOf: (nos: Awaited<ReturnType<AssessorApi['nos']>>[number]) => number,
  ): Promise<void> {
    const nosMarks = (await this.nos(batch, section)).map((nos) => ({ nos_id: nos._id, obtainedMarks: marksOf(nos) }));
    const body = { batch_id: batch, candidate_id: candidate, nosMarks };
    if (section === 'Theory') await this.write(markCalls.saveTheoryMarks, { body });
    else await this.write(markCalls.saveNosMarks, { body: { ...body, section } });
  }

  /** Set-up: one item of a profile section (an ID card, an education, …) with its file (a fixture's path), as the form adds it. */
  async addSectionItem(section: SectionName, fields: Record<string, string>, file: string): Promise<void> {
    const spec = sectionSpecs[section];
    const name = basename(file);
    const mimeType = name.endsWith('.pdf') ? 'application/pdf' : name.endsWith('.png') ? 'image/png' : 'image/jpeg';
    const url = `/api/${spec.add}/${this.session.userData._id}`;
    const answer = await this.request.post(url, {
      multipart: { ...fields, [spec.file]: { name, mimeType, buffer: await readFile(file) } },
      headers: { [AUTH_HEADER]: this.session.token },
    });
    await AssessorApi.expectSuccess(answer, `POST ${url}`);
  }
}
