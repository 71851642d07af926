import { describe, expect, it } from 'vitest';
import { emptyRegistration, registrationBody } from './registration.ts';

const values = {
  ...emptyRegistration,
  fullName: 'Asha Rao',
  email: 'asha@demo.test',
  mobile: '9000000001',
  password: 'Demo@1234',
  confirmPassword: 'Demo@1234',
  acceptTermCondition: true,
};

describe('registrationBody', () => {
  it('sends the mobile for a new registration', () => {
    expect(registrationBody(values)).toMatchObject({ mobile: '9000000001', fullName: 'Asha Rao' });
    expect(registrationBody(values)).not.toHaveProperty('_id');
  });

  it('completing the record of an OTP login sends its _id and never the mobile (the real API refuses both)', () => {
    const body = registrationBody(values, 'a'.repeat(24));
    expect(body._id).toBe('a'.repeat(24));
    expect(body).not.toHaveProperty('mobile');
  });
});
