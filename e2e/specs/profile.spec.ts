import { verhoeffDigit } from '@assessor/contract';
import { expect, test } from '../fixtures.ts';
import { HomePage } from '../pages/HomePage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProfilePage, sampleFile } from '../pages/ProfilePage.ts';
import { expectNoSeriousAxe, expectTouchTargets } from '../support/a11y.ts';
import { recordRequests } from '../support/network.ts';

const stem = '49876543210';
const aadhaar = `${stem}${verhoeffDigit(stem)}`;
const badAadhaar = `${stem}${(verhoeffDigit(stem) + 1) % 10}`;
const pdf = sampleFile('document.pdf');

test('the photo and both ID cards, accepted by the trainer, take the profile from 0 % to 40 %', async ({
  page,
  mock,
  signedIn,
}) => {
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.percentage('0%')).toBeVisible();
  await expect(profile.missing('Add your photo')).toBeVisible();
  await expectNoSeriousAxe(page);

  await profile.photoInput.setInputFiles(sampleFile('photo.jpg'));
  await expect(profile.photo).toBeVisible();
  await expect(profile.percentage('10%')).toBeVisible();

  await profile.missing(/^Aadhaar and PAN accepted/).click();
  await expect(profile.heading('Personal details')).toBeVisible();
  await profile.button('Add ID card').click();
  await profile.fillAndSave({ Card: 'aadharCard', 'Card number': aadhaar }, sampleFile('photo.png'));
  const aadhaarCard = profile.item('Aadhaar Card');
  await expect(aadhaarCard).toContainText(`••••••••${aadhaar.slice(-4)}`);
  await expect(aadhaarCard).toContainText('Waiting for review');
  await expect(aadhaarCard).toContainText(/\(\d+\.\d{2} KB\)/);
  await profile.button('Add ID card').click();
  await profile.fillAndSave({ Card: 'panCard', 'Card number': 'ABCDE1234F' }, pdf);
  await expect(profile.item('PAN Card')).toContainText('••••••234F');
  expect(await mock.acceptWaitingDocuments(signedIn.userData._id)).toBe('40%');
  await page.reload();
  await expect(profile.item('Aadhaar Card')).toContainText('Accepted');
});

test('education, job role, experience and agreement, accepted by the trainer, add 30 % to the profile', async ({
  page,
  mock,
  signedIn,
}) => {
  const profile = new ProfilePage(page);
  const sections: [string, string, Record<string, string>[]][] = [
    [
      '/my-doc/degree-certificate/education-details',
      'education',
      ['B.Tech', 'M.Tech', 'Diploma'].map((degree) => ({
        'College or institute': 'IIT Delhi',
        Degree: degree,
        'Start date': '2010-07-01',
        'End date': '2014-06-30',
      })),
    ],
    [
      '/my-doc/degree-certificate/job-role-certificate',
      'job-role certificate',
      [
        {
          'Job role': 'Retail Sales Associate',
          'Experience in this job role': '3 years',
          'Issue date': '2023-10-10',
          'Valid up to': '2026-10-09',
        },
      ],
    ],
    [
      '/my-doc/degree-certificate/previous-experience',
      'experience',
      [{ Designation: 'Assessor', 'Company name': 'Skill Co', 'Start date': '2019-04-01', 'End date': '2022-03-31' }],
    ],
    [
      '/my-doc/degree-certificate/agreement',
      'agreement',
      [{ 'Agreement name': 'Assessor agreement', 'Valid from': '2025-01-01', 'Valid to': '2026-12-31' }],
    ],
  ];
  for (const [path, one, items] of sections) {
    await profile.open(path);
    for (const values of items) {
      await profile.button(`Add ${one}`).click();
      await profile.fillAndSave(values, pdf);
      await expect(
        profile.item(Object.values(values)[0] === 'IIT Delhi' ? values.Degree! : Object.values(values)[0]!).first(),
      ).toContainText('Waiting for review');
    }
  }
  // The demo assessor starts with no photo and no accepted document.
  expect(await mock.acceptWaitingDocuments(signedIn.userData._id)).toBe('30%');
});

test('with the rest accepted, the photo and the bank details take the profile to 100 %, which says it is complete', async ({
  page,
  mock,
  signedIn,
  api,
}) => {
  await api.addSectionItem('personal', { cardType: 'aadharCard', cardNo: aadhaar }, sampleFile('photo.png'));
  await api.addSectionItem('personal', { cardType: 'panCard', cardNo: 'ABCDE1234F' }, pdf);
  for (const degree of ['B.Tech', 'M.Tech', 'Diploma']) {
    const dates = { startDate: '01-07-2010', endDate: '30-06-2014' };
    await api.addSectionItem('education', { collegeName: 'IIT Delhi', degree, ...dates }, pdf);
  }
  const job = { jobroleName: 'Retail Sales Associate', experience: '3 years' };
  await api.addSectionItem('jobRole', { ...job, issueDate: '10-10-2023', validUpto: '09-10-2026' }, pdf);
  const work = { designation: 'Assessor', companyName: 'Skill Co', startDate: '01-04-2019', endDate: '31-03-2022' };
  await api.addSectionItem('experience', work, pdf);
  const agreement = { agreementName: 'Assessor agreement', agreementValidFrom: '01-01-2025' };
  await api.addSectionItem('agreement', { ...agreement, agreementValidTo: '31-12-2026' }, pdf);
  expect(await mock.acceptWaitingDocuments(signedIn.userData._id)).toBe('60%');

  const profile = new ProfilePage(page);
  await profile.open();
  await profile.photoInput.setInputFiles(sampleFile('photo.jpg'));
  await expect(profile.percentage('70%')).toBeVisible();

  await profile.open('/my-doc/bank-details');
  await profile.button('Add bank details').click();
  await profile.field('Account holder name').fill('Asha Rao');
  await profile.field('Bank').selectOption('State Bank of India');
  await profile.field('Account number').fill('123456789012');
  await profile.field('Account number again').fill('123456789012');
  await profile.field('IFSC').fill('sbin0001234');
  await profile.field('Branch').fill('Connaught Place');
  await profile.button('Save').click();
  await expect(profile.message('••••••••9012')).toBeVisible();
  await expect(profile.message('SBIN0001234')).toBeVisible();

  await profile.open();
  await expect(profile.percentage('100%')).toBeVisible();
  await expect(profile.message('Your profile is complete.')).toBeVisible();
  await expectTouchTargets(page);
});

test('an experience is edited and deleted after confirmation @smoke', async ({ page, signedIn: _signedIn }) => {
  const profile = new ProfilePage(page);
  await profile.open('/my-doc/degree-certificate/previous-experience');
  await expect(profile.message('No experience added yet.')).toBeVisible();
  await profile.button('Add experience').click();
  await profile.fillAndSave(
    { Designation: 'Assessor', 'Company name': 'Skill Co', 'Start date': '2019-04-01', 'End date': '2018-03-31' },
    pdf,
  );
  await expect(profile.message('This date cannot be before the first date.')).toBeVisible();
  await profile.fillAndSave({ 'End date': '2022-03-31' });
  const card = profile.item('Assessor');
  await expect(card).toContainText('document.pdf');
  await expectNoSeriousAxe(page);
  await expectTouchTargets(page);

  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(profile.field('Start date')).toHaveValue('2019-04-01');
  await profile.fillAndSave({ Designation: 'Lead assessor' });
  const edited = profile.item('Lead assessor');
  await expect(edited).toContainText('document.pdf');
  await expect(edited).toContainText('Waiting for review');

  await edited.getByRole('button', { name: 'Delete' }).click();
  await expect(profile.dialog).toContainText('Delete this document?');
  await profile.answerDialog('Cancel');
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Delete' }).click();
  await profile.answerDialog('Delete');
  await expect(profile.message('No experience added yet.')).toBeVisible();
});

test('an invalid Aadhaar number and an invalid IFSC are refused before anything is sent', async ({
  page,
  signedIn: _signedIn,
}) => {
  const profile = new ProfilePage(page);
  // The add and update calls (`add-assessorPersonalDetail`, `update-assessorBankDetails`); the lists are spelled otherwise.
  const cards = recordRequests(page, 'assessorPersonalDetail');
  const bank = recordRequests(page, 'assessorBankDetails');

  await profile.open('/my-doc/personal-details');
  await profile.button('Add ID card').click();
  await profile.fillAndSave({ Card: 'aadharCard', 'Card number': badAadhaar }, pdf);
  await expect(profile.message('Enter a valid 12-digit Aadhaar number.')).toBeVisible();
  await profile.fillAndSave({ Card: 'panCard', 'Card number': 'ABCD12345F' });
  await expect(profile.message('Enter a valid PAN: five letters, four digits, one letter.')).toBeVisible();

  await profile.open('/my-doc/bank-details');
  await profile.button('Add bank details').click();
  await profile.field('Account holder name').fill('Asha Rao');
  await profile.field('Bank').selectOption('HDFC Bank');
  await profile.field('Account number').fill('123456789012');
  await profile.field('Account number again').fill('123456789012');
  await profile.field('IFSC').fill('HDFC1001234');
  await profile.field('Branch').fill('MG Road');
  await profile.button('Save').click();
  await expect(profile.message('Enter a valid IFSC: four letters, 0, then six letters or digits.')).toBeVisible();
  await expectNoSeriousAxe(page);
  await expectTouchTargets(page);
  expect([...cards, ...bank]).toEqual([]);
});

test('the password is changed; the wrong current password is refused; the new one logs in', async ({
  page,
  signedIn: _signedIn,
}) => {
  const profile = new ProfilePage(page);
  const home = new HomePage(page);
  await profile.open('/account-setting/change-password');
  await expect(profile.settingsLink('Terms and conditions')).toHaveAttribute(
    'href',
    '/account-setting/terms-condition',
  );
  await profile.field('Current password').fill('Wrong@1234');
  await profile.field('New password').fill('Fresh#2025');
  await profile.field('Confirm password').fill('Fresh#2025');
  await profile.button('Change password').click();
  await expect(profile.alert.filter({ hasText: 'Your current password is wrong.' })).toBeVisible();

  await profile.field('Current password').fill('Demo@1234');
  await profile.button('Change password').click();
  await expect(profile.message('Password changed. Your other devices are logged out.')).toBeVisible();

  await home.logOut();
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('assessor@demo.test', 'Fresh#2025');
  await expect(page).toHaveURL(/\/$/);
  await expect(home.greeting()).toBeVisible();
});

test('help links call, mail and open WhatsApp with the assessor ID', async ({ page, signedIn }) => {
  const profile = new ProfilePage(page);
  await profile.open('/help/support');
  await expect(profile.link(/^Call /)).toHaveAttribute('href', /^tel:\+?[0-9]{6,15}$/);
  await expect(profile.link(/^Email /)).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
  await expectNoSeriousAxe(page);
  await profile.link('Chat on WhatsApp').click();
  const assessorId = String(signedIn.userData.assessorId ?? '');
  const link = profile.link('Open WhatsApp');
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/[0-9]+\?text=/);
  const text = new URL((await link.getAttribute('href'))!).searchParams.get('text');
  expect(text).toMatch(/^Hello, I need help\. My assessor ID is RD\d{4}\.$/);
  if (assessorId) expect(text).toContain(assessorId);
});

test('basic details: a short address and a 3-digit PIN code are refused before anything is sent; fixed, they are saved and shown', async ({
  page,
  signedIn: _signedIn,
}) => {
  const profile = new ProfilePage(page);
  const updates = recordRequests(page, 'update-assessorProfile');
  await profile.open();
  await profile.button('Edit basic details').click();
  await profile.field('Address').fill('ab');
  await profile.field('PIN code').fill('560');
  await profile.button('Save').click();
  await expect(profile.message('The length is not right for this field.')).toBeVisible();
  await expect(profile.message('Enter a 6-digit PIN code.')).toBeVisible();
  expect(updates).toEqual([]);

  await profile.field('Address').fill('  12 MG Road, Bengaluru  ');
  await profile.field('PIN code').fill('560001');
  await profile.button('Save').click();
  await expect(profile.button('Edit basic details')).toBeVisible();
  await expect(page.getByText('12 MG Road, Bengaluru', { exact: true })).toBeVisible();
  await expect(page.getByText('560001', { exact: true })).toBeVisible();
  expect(updates).toHaveLength(1);
});
