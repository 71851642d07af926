import { describe, expect, it } from 'vitest';
import { loginFailure, withFullStop } from './loginFailure.ts';

describe('loginFailure', () => {
  it('takes the attempts left from the payload, else from the message', () => {
    expect(
      loginFailure(
        {
          status: 400,
          message: 'Invalid credentials. 1 attempt remaining before account lockout.',
          error: { attemptsRemaining: 1 },
        },
        '',
      ),
    ).toEqual({ kind: 'wrongPassword', count: 1 });
    expect(
      loginFailure({ status: 400, message: 'Invalid credentials. 3 attempts remaining before account lockout' }, ''),
    ).toEqual({ kind: 'wrongPassword', count: 3 });
    expect(loginFailure({ status: 400, message: 'Invalid credentials' }, '')).toEqual({
      kind: 'other',
      message: 'Invalid credentials.',
    });
  });
  it('reads the minutes of a lockout', () => {
    expect(loginFailure({ status: 423, message: 'Account is locked … Please try again after 27 minutes' }, '')).toEqual(
      { kind: 'locked', count: 27 },
    );
    expect(loginFailure({ status: 423, message: 'Locked' }, '')).toEqual({ kind: 'other', message: 'Locked.' });
  });
  it('ends any other message with a full stop', () => {
    expect(loginFailure({ status: 400, message: 'Admin approval pending' }, '')).toEqual({
      kind: 'other',
      message: 'Admin approval pending.',
    });
    expect(loginFailure(undefined, 'Login failed')).toEqual({ kind: 'other', message: 'Login failed.' });
    expect(withFullStop('Done!')).toBe('Done!');
  });
});
