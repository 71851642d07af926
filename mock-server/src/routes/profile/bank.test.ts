import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { json, type TestApp, eachTestSignedIn } from '../../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const me = () => t.db.data.assessors[0]!;
const bank = {
  accountHolderName: 'Asha Rao',
  bankName: 'State Bank of India',
  bankAccount: '123456789012',
  bankIFSC: 'SBIN0001234',
  bankBranchName: 'Connaught Place',
};
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { [AUTH_HEADER]: token }, payload });

describe('bank details', () => {
  it('answers { _id } only before any are saved, then the saved fields on the assessor', async () => {
    expect(json(await call('GET', `/api/getAssesor-BankDetailList/${me()._id}`)).details).toEqual({ _id: me()._id });
    expect((await call('PUT', `/api/update-assessorBankDetails/${me()._id}`, bank)).statusCode).toBe(200);
    expect(json(await call('GET', `/api/getAssesor-BankDetailList/${me()._id}`)).details).toEqual({
      _id: me()._id,
      ...bank,
    });
    expect(me()).toMatchObject(bank);
  });

  it.each([
    [{ bankIFSC: 'SBIN1001234' }, 'IFSC must be four letters, 0 and six letters or digits.'],
    [{ bankIFSC: 'sbin0001234' }, 'IFSC must be four letters, 0 and six letters or digits.'],
    [{ bankAccount: '12345678' }, 'Account number must be 9–18 digits.'],
    [{ bankAccount: '1234567890123456789' }, 'Account number must be 9–18 digits.'],
  ])('refuses %o', async (change, message) => {
    const response = await call('PUT', `/api/update-assessorBankDetails/${me()._id}`, { ...bank, ...change });
    expect(json(response)).toMatchObject({ statusCode: 400, message });
    expect(me().bankAccount).toBeUndefined();
  });

  it('deletes them; another assessor id is refused', async () => {
    expect((await call('PUT', `/api/update-assessorBankDetails/${t.db.data.assessors[1]!._id}`, bank)).statusCode).toBe(
      403,
    );
    await call('PUT', `/api/update-assessorBankDetails/${me()._id}`, bank);
    expect((await call('DELETE', `/api/deleteAssesor-bankDetail/${me()._id}`)).statusCode).toBe(200);
    expect(me().bankAccount).toBeUndefined();
    expect((await call('DELETE', `/api/deleteAssesor-bankDetail/${me()._id}`)).statusCode).toBe(404);
  });
});
