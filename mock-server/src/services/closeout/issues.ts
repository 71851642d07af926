import { issueCategories, issueDescription, issueFiles } from '@assessor/contract';
import type { DbState, RaisedIssue } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import { urlItem } from '../evidence/evidence.ts';
import { newObjectId } from '../shared/ids.ts';
import type { NotificationStore } from '../notifications/notifications.ts';
import type { ReceivedFile } from '../uploads/receiveUpload.ts';

type Category = (typeof issueCategories)[number];
const isCategory = (value: string | undefined): value is Category => issueCategories.includes(value as Category);

/** The text fields of a raise-issue form, checked (multipart fields pass no schema). */
export function issueFields(fields: Record<string, string>): {
  batch_id: string;
  category: Category;
  description: string;
} {
  const { batch_id, category, description = '' } = fields;
  if (!batch_id) throw new ApiError(400, 'batch_id is required');
  if (!category) throw new ApiError(400, 'category is required');
  if (!isCategory(category)) throw new ApiError(400, `category must be one of ${issueCategories.join(', ')}`);
  const text = description.trim();
  if (!text) throw new ApiError(400, 'description is required');
  if (text.length < issueDescription.minLength || text.length > issueDescription.maxLength) {
    throw new ApiError(
      400,
      `description must be ${issueDescription.minLength}-${issueDescription.maxLength} characters`,
    );
  }
  return { batch_id, category, description: text };
}

/** Up to 5 photos, or one video on its own. */
export function checkIssueFiles(files: readonly ReceivedFile[]): void {
  const videos = files.filter((file) => file.mimeType.startsWith('video/')).length;
  if (videos > 0 && files.length > issueFiles.maxVideos) {
    throw new ApiError(400, `Send up to ${issueFiles.maxPhotos} photos or one video`);
  }
}

export function addIssue(
  data: DbState,
  assessorId: string,
  fields: ReturnType<typeof issueFields>,
  files: readonly ReceivedFile[],
  now: number,
): RaisedIssue {
  const issue: RaisedIssue = {
    _id: newObjectId(),
    batch_id: fields.batch_id,
    assesor_id: assessorId,
    category: fields.category,
    description: fields.description,
    status: 'open',
    createdAt: now,
    issueFiles: files.map((file) => ({
      _id: newObjectId(),
      batch_id: fields.batch_id,
      assesor_id: assessorId,
      field: file.field,
      key: file.key,
      fileName: file.fileName,
      url: file.url,
      status: 'noAction',
      adminUploaded: false,
      uploadedAt: now,
      size: file.size,
      mimeType: file.mimeType,
    })),
  };
  (data.raisedIssues ??= []).push(issue);
  return issue;
}

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

/** An issue as the API answers it. */
export function issueAnswer(issue: RaisedIssue) {
  return {
    _id: issue._id,
    batch_id: issue.batch_id,
    assesor_id: issue.assesor_id,
    category: issue.category as Category,
    description: issue.description,
    status: issue.status,
    issueFiles: issue.issueFiles.map((file) => urlItem({ ...file, QAverificationTimeStampId: '' })),
    ...(issue.answer === undefined ? {} : { answer: issue.answer }),
    ...(issue.answeredAt === undefined ? {} : { answeredAt: iso(issue.answeredAt) }),
    ...(issue.closedAt === undefined ? {} : { closedAt: iso(issue.closedAt) }),
    createdAt: iso(issue.createdAt)!,
  };
}

/** The issues of a batch, newest first. */
export const issuesOfBatch = (data: DbState, batchId: string) =>
  (data.raisedIssues ?? [])
    .filter((issue) => issue.batch_id === batchId)
    .sort((a, b) => b.createdAt - a.createdAt || b._id.localeCompare(a._id));

export function findIssue(data: DbState, id: string): RaisedIssue {
  const issue = (data.raisedIssues ?? []).find((candidate) => candidate._id === id);
  if (!issue) throw new ApiError(404, 'Issue not found');
  return issue;
}

/** A reviewer's answer (optionally closing the issue) or closing alone; the assessor gets a notification. */
export function reviewIssue(
  data: DbState,
  notifications: NotificationStore,
  issue: RaisedIssue,
  change: { answer?: string; close?: boolean },
  now: number,
): RaisedIssue {
  if (issue.status === 'closed') throw new ApiError(400, 'This issue is closed');
  if (change.answer !== undefined) {
    issue.answer = change.answer.trim();
    issue.answeredAt = now;
    issue.status = 'answered';
  }
  if (change.close) {
    issue.status = 'closed';
    issue.closedAt = now;
  }
  const batch = data.batches.find((candidate) => candidate._id === issue.batch_id);
  notifications.add({
    recipient: issue.assesor_id,
    sender: 'reviewer',
    type: 'message',
    title: change.close ? 'Issue closed' : 'Issue answered',
    content:
      issue.answer && change.answer !== undefined
        ? issue.answer
        : `Your issue about batch ${batch?.batchId ?? ''} was closed.`,
    link: `/batch/${issue.batch_id}/assessment/raise-issue`,
  });
  return issue;
}
