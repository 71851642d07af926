import { expect, type APIRequestContext } from '@playwright/test';
import type { Session } from './session.ts';

/** How a paged list answers on its first page at the client's page size. */
export interface ListCounts {
  /** Items on the first page. */
  shown: number;
  total: number;
  pages: number;
}

type BatchType = 'ongoing' | 'upcoming' | 'completed';
type RequestState = 'pending' | 'accepted' | 'rejected';

/**
 * Reads of the real API with the signed-in assessor's token, for what a test expects to see on screen (counts that
 * no trainer endpoint answers). Only reads: tests change state through the screens or the trainer.
 */
export class AssessorApi {
  constructor(private readonly request: APIRequestContext, private readonly session: Session) {}

  private async details<T>(path: string, params: Record<string, string | number>): Promise<T> {
    const answer = await this.request.get(path, { params, headers: { 'x-auth-token': this.session.token } });
    expect(answer.ok(), `GET ${path} answers`).toBe(true);
    return ((await answer.json()) as { details: T }).details;
  }

  private static counts(list: unknown[], { totalCounts, totalPages }: { totalCounts: number; totalPages: number }): ListCounts {
    return { shown: list.length, total: totalCounts, pages: totalPages };
  }

  /** The assessor's accepted batches of a type (all types when none). */
  async batches(batchType?: BatchType): Promise<ListCounts> {
    const details = await this.details<{ batchList: unknown[]; totalCounts: number; totalPages: number }>(
      '/api/batch-list', batchType ? { batchType } : {});
    return AssessorApi.counts(details.batchList, details);
  }

  async requests(status: RequestState): Promise<ListCounts> {
    const details = await this.details<{ batchReqList: unknown[]; totalCounts: number; totalPages: number }>(
      '/api/batch-req-list', { status });
    return AssessorApi.counts(details.batchReqList, details);
  }

  async unreadNotifications(): Promise<number> {
    return (await this.details<{ unreadCount: number }>('/api/notification-list', {})).unreadCount;
  }

  /** Evidence tabs of a batch (its `_id`): how many are done of how many. */
  async activityCount(batch: string): Promise<{ done: number; total: number }> {
    const details = await this.details<{ completedTabs: number; totalTabs: number }>(
      '/api/assesment-activity-count', { batchId: batch, assesorId: this.session.userData._id });
    return { done: details.completedTabs, total: details.totalTabs };
  }
}
