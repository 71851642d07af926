import { describe, expect, it } from 'vitest';
import { issueDraft } from './issueDraft.ts';
import { fileRefusal, setRefusal, validateIssue } from './issueRules.ts';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });
const photo = () => file('p.jpg', 'image/jpeg');

describe('the raise-issue form', () => {
  it('needs a category and a description of 10–1000 characters', () => {
    expect(validateIssue({ category: '', description: '' })).toEqual({
      category: 'raise.categoryRequired',
      description: 'raise.descriptionShort',
    });
    expect(validateIssue({ category: 'other', description: '   short   ' })).toEqual({
      description: 'raise.descriptionShort',
    });
    expect(validateIssue({ category: 'other', description: 'x'.repeat(1001) })).toEqual({
      description: 'raise.descriptionLong',
    });
    expect(validateIssue({ category: 'misconduct', description: 'Two candidates were copying.' })).toEqual({});
  });

  it('takes up to 5 photos or one video alone', () => {
    expect(setRefusal(Array.from({ length: 5 }, photo))).toBeNull();
    expect(setRefusal(Array.from({ length: 6 }, photo))).toBe('raise.tooManyPhotos');
    expect(setRefusal([file('v.mp4', 'video/mp4')])).toBeNull();
    expect(setRefusal([file('v.mp4', 'video/mp4'), photo()])).toBe('raise.videoAlone');
  });

  it('refuses documents and files over 10 MB', () => {
    expect(fileRefusal(file('a.pdf', 'application/pdf'))?.key).toBe('raise.wrongType');
    expect(fileRefusal(file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1))?.key).toBe('raise.tooLarge');
    expect(fileRefusal(photo())).toBeNull();
  });

  it('becomes one outbox entry with its files, checked by its description after a lost answer', () => {
    const draft = issueDraft('b1', 'powerFailure', '  No power since 10 AM.  ', [photo()], 'Power failure');
    expect(draft).toMatchObject({
      call: 'raiseIssue',
      fields: { batch_id: 'b1', category: 'powerFailure', description: 'No power since 10 AM.' },
      batchKey: 'batch:b1',
      scope: 'closeout/issues/b1',
      check: {
        call: 'raiseIssueList',
        args: { query: { batch_id: 'b1' } },
        has: { description: 'No power since 10 AM.' },
      },
    });
    expect(draft.files?.map((f) => f.field)).toEqual(['issueFiles']);
  });
});
