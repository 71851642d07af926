import type { issueCategories } from '@assessor/contract';
import { MAX_FILE_MB, isAcceptedFile, issueDescription, issueFiles } from '@assessor/contract';
import type { FormErrors } from '../../../components/form/useForm.ts';

export type IssueCategory = (typeof issueCategories)[number];

export interface IssueValues {
  category: IssueCategory | '';
  description: string;
}

/** i18n keys (namespace `closeout`) of what is wrong with the form, checked as the mock checks it. */
export function validateIssue(values: IssueValues): FormErrors<IssueValues> {
  const errors: FormErrors<IssueValues> = {};
  if (!values.category) errors.category = 'raise.categoryRequired';
  const length = values.description.trim().length;
  if (length < issueDescription.minLength) errors.description = 'raise.descriptionShort';
  else if (length > issueDescription.maxLength) errors.description = 'raise.descriptionLong';
  return errors;
}

const isVideo = (file: File) => file.type.startsWith('video/') || /\.mp4$/i.test(file.name);

/** Why a file cannot be attached on its own: its type or its size (an i18n key and its values), or null. */
export function fileRefusal(file: File): { key: string; values: Record<string, string> } | null {
  if (!isAcceptedFile(file.name, file.type, ['image', 'video']))
    return { key: 'raise.wrongType', values: { name: file.name } };
  if (file.size > MAX_FILE_MB * 1024 * 1024) {
    return { key: 'raise.tooLarge', values: { name: file.name, size: `${(file.size / 1024 / 1024).toFixed(2)} MB` } };
  }
  return null;
}

/** Why this set of files cannot be sent together: more than 5 photos, or a video with anything else. */
export function setRefusal(files: readonly File[]): string | null {
  if (files.some(isVideo) && files.length > issueFiles.maxVideos) return 'raise.videoAlone';
  if (files.length > issueFiles.maxPhotos) return 'raise.tooManyPhotos';
  return null;
}
