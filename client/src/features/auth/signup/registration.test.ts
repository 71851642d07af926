import { describe, expect, it } from 'vitest';
import { emptyRegistration, registrationBody } from './registration.ts';

const values = {
  ...emptyRegistration, fullName: ' Kavita Rao ', email: 'kavita@new.test', mobile: '9123456780', ToaType: 'Self' as const,
  RadiantFundToa: 'no' as const, password: 'Secret@123', confirmPassword: 'Secret@123', acceptTermCondition: true,
};

describe('registrationBody', () => {
  it('sends the mobile for a new registration', () => {
    expect(registrationBody(values)).toMatchObject({ mobile: '9123456780', fullName: 'Kavita Rao' });
  });

  // backend-facts §1a row 1: the real duplicate check does not exclude `_id`, so `mobile` with `_id` answers 400.
  it('leaves the mobile out when completing the record an OTP login made', () => {
    const body = registrationBody(values, '64b000000000000000000001');
    expect(body._id).toBe('64b000000000000000000001');
    expect(body).not.toHaveProperty('mobile');
  });
});
