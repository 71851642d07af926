import { describe, expect, it } from 'vitest';
import { sectionDraft } from './drafts.ts';
import { missingItems } from './missing.ts';
import { docView } from './sections.ts';

const stored = {
  _id: 'x1',
  designation: 'Assessor',
  companyName: 'Skill Co',
  startDate: '01-04-2019',
  endDate: '31-03-2022',
  experienceCertificateKey: 'experienceCertificate12345',
  experienceCertificateName: 'cert.pdf',
  experienceCertificateSize: '(1.23 MB)',
  isExperienceUploaded: true,
  adminUploaded: true,
  status: 'accepted',
  url: 'https://files.example/cert.pdf',
};

describe('section drafts', () => {
  it('adds with the file field and the section path id', () => {
    const file = new File(['x'], 'cert.pdf', { type: 'application/pdf' });
    const draft = sectionDraft('experience', 'a1', { designation: 'Assessor' }, file, null);
    expect(draft).toMatchObject({
      call: 'addExperience',
      args: { params: { id: 'a1' } },
      files: [{ field: 'experienceCertificate', name: 'cert.pdf' }],
    });
  });

  it('updates without a file by echoing the stored file values, with the real query names', () => {
    const draft = sectionDraft('experience', 'a1', { designation: 'Lead' }, null, docView('experience', stored));
    expect(draft.call).toBe('updateExperience');
    expect(draft.args).toEqual({ query: { assessor_id: 'a1', IdToUpdate: 'x1' } });
    expect(draft.fields).toEqual({
      designation: 'Lead',
      experienceCertificateKey: 'experienceCertificate12345',
      experienceCertificateName: 'cert.pdf',
      experienceCertificateSize: '(1.23 MB)',
      isExperienceUploaded: 'true',
      adminUploaded: 'true',
      status: 'accepted',
    });
  });

  it('reads the generic item names too', () => {
    const view = docView('education', { _id: 'e1', degree: 'B.Tech', fileName: 'b.pdf', fileSize: '(12.00 KB)' });
    expect(view).toMatchObject({ fileName: 'b.pdf', sizeText: '(12.00 KB)', status: 'noAction' });
  });
});

describe('missing items', () => {
  it('lists what is short of 100 % with where to fix it', () => {
    const items = missingItems(false, { personal: 2, education: 1, jobRole: 0, experience: 1, agreement: 1 }, false);
    expect(items.map((item) => [item.key, item.to])).toEqual([
      ['photo', '#profile-photo'],
      ['education', '/my-doc/degree-certificate/education-details'],
      ['jobRole', '/my-doc/degree-certificate/job-role-certificate'],
      ['bank', '/my-doc/bank-details'],
    ]);
    expect(missingItems(true, { personal: 2, education: 3, jobRole: 1, experience: 1, agreement: 1 }, true)).toEqual(
      [],
    );
  });
});
