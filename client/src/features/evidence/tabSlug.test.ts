import { describe, expect, it } from 'vitest';
import { slugOfTab } from './tabSlug.ts';

describe('slugOfTab', () => {
  it.each([
    ['Aadhar Holding Photos', 'aadhar-photos'],
    ['Adhar Holding Photos', 'aadhar-photos'],
    ['Annexure M & N', 'annexure'],
    ['anexure M&N', 'annexure'],
    ['Others', 'other-documents'],
    ['others', 'other-documents'],
    ['Exam Center Photo & Video', 'exam-center-photos'],
    ['Check In Photo', 'check-in-photo'],
  ])('%s → %s', (tabName, slug) => expect(slugOfTab({ tabName })).toBe(slug));

  it('keeps a slug that is sent', () => expect(slugOfTab({ tabName: 'Others', slug: 'x' })).toBe('x'));
});
