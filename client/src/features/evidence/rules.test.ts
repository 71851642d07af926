import { evidenceKindBySlug, indiaDashDay } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { batchDays, defaultDay, isDashDate } from './days.ts';
import { wasCancelled } from '../../api/types.ts';
import { screenMessage as errorText } from '../../session/screenMessage.ts';
import { acceptOf, formatSize, previewOf, refusalOf } from './fileRules.ts';
import { fileCountOf, filesBySlot } from './slots.ts';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const item = (key: string) => ({ _id: key, key, fileName: key, url: `/uploads/${key}` });

describe('file rules', () => {
  it('shows sizes in KB or MB with two decimals (spec §5)', () => {
    expect(formatSize(512)).toBe('0.50 KB');
    expect(formatSize(1536 * 1024)).toBe('1.50 MB');
    expect(formatSize(10 * 1024 * 1024 - 1)).toBe('10.00 MB');
  });

  it('refuses a wrong type or a file over 10 MB before any request, naming the limit', () => {
    expect(refusalOf(file('a.jpg', 'image/jpeg'), ['image'])).toBeNull();
    expect(refusalOf(file('a.txt', 'text/plain'), ['image', 'document'])).toEqual({
      key: 'wrongType',
      types: 'JPEG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX',
    });
    expect(refusalOf(file('a.mp4', 'video/mp4', 10 * 1024 * 1024 + 1), ['video'])).toEqual({
      key: 'tooLarge',
      limit: '10 MB',
      size: '10.00 MB',
    });
  });

  it('offers the slot types to the picker and previews by type', () => {
    expect(acceptOf(['video'])).toBe('.mp4,video/mp4');
    expect(previewOf(undefined, 'x.PNG')).toBe('image');
    expect(previewOf('video/mp4', 'x')).toBe('video');
    expect(previewOf('application/pdf', 'x.pdf')).toBe('document');
  });
});

describe('days', () => {
  it("lists a batch's days and picks today, else the nearest end", () => {
    const days = batchDays('30/12/2024', '01/01/2025');
    expect(days).toEqual(['30-12-2024', '31-12-2024', '01-01-2025']);
    expect(defaultDay(days, '31-12-2024')).toBe('31-12-2024');
    expect(defaultDay(days, '01-12-2024')).toBe('30-12-2024');
    expect(defaultDay(days, '05-01-2025')).toBe('01-01-2025');
    expect(batchDays('bad', '01/01/2025')).toEqual([]);
    expect(isDashDate('2025-01-01')).toBe(false);
    expect(indiaDashDay(Date.UTC(2025, 0, 1, 20, 0))).toBe('02-01-2025');
  });
});

describe('errorText (spec §8)', () => {
  it('shows the server message, else the nested error text', () => {
    expect(errorText({ status: 413, message: 'File too large: the limit is 10 MB per file' }, 'x')).toBe(
      'File too large: the limit is 10 MB per file',
    );
    expect(errorText({ status: 400, message: '', error: { message: 'image not found' } }, 'x')).toBe('image not found');
    expect(errorText({ status: 400, message: '', error: ['a', 'b'] }, 'x')).toBe('a, b');
    expect(errorText(new Error('boom'), 'fallback')).toBe('fallback');
    expect(wasCancelled({ status: 'ABORTED', message: 'Aborted' })).toBe(true);
    expect(wasCancelled({ name: 'AbortError' })).toBe(true);
    expect(wasCancelled({ status: 'NETWORK', message: 'Network Error' })).toBe(false);
  });
});

describe('filesBySlot', () => {
  it('reads a bare list (group, aadhar) and url lists by listKey', () => {
    const group = evidenceKindBySlug('group-photos')!;
    expect(filesBySlot(group, [item('a')])).toEqual({ groupPhoto: [item('a')] });
    expect(filesBySlot(group, null)).toEqual({ groupPhoto: [] });
    const theory = evidenceKindBySlug('theory-photos')!;
    const lists = filesBySlot(theory, { theoryPhotoUrls: [item('p')], theoryVideoUrls: [item('v'), item('w')] });
    expect(lists).toEqual({ theoryPhoto: [item('p')], theoryVideo: [item('v'), item('w')] });
    expect(fileCountOf(lists)).toBe(3);
    expect(filesBySlot(theory, {})).toEqual({ theoryPhoto: [], theoryVideo: [] });
  });
});
