import { describe, expect, it } from 'vitest';
import { slugOfTab, tabTitle } from './tabSlug.ts';

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

describe('tabTitle', () => {
  it('shows a known tab by our name whatever spelling the server sends', () => {
    expect(tabTitle({ tabName: 'Adhar Holding Photos' })).toBe('Aadhar Holding Photos');
    expect(tabTitle({ tabName: 'anexure M&N' })).toBe('Annexure M & N');
    expect(tabTitle({ tabName: 'Aadhar Holding Photos', slug: 'aadhar-photos' })).toBe('Aadhar Holding Photos');
  });
  it("keeps the server's name for a tab it does not know", () =>
    expect(tabTitle({ tabName: 'Drone footage' })).toBe('Drone footage'));
});
