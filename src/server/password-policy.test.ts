import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './password-policy';

describe('weakPasswordReason', () => {
  it.each(['password1234', 'PASSWORD1234', 'qwerty123456', 'football1234', '1q2w3e4r5t6y'])('refuses the common password %s', (pw) => {
    expect(weakPasswordReason(pw)).toBe('This password is too common. Please choose another.');
  });

  it.each(['aaaaaaaaaaaaaa', '345678901234', 'abcdefghijklm', 'zyxwvutsrqpo'])('refuses the easy pattern %s', (pw) => {
    expect(weakPasswordReason(pw)).toMatch(/too easy to guess/);
  });

  it('refuses a password that is mostly the e-mail name', () => {
    expect(weakPasswordReason('jordan.reyes12', { email: 'jordan.reyes@example.com' })).toMatch(/e-mail address/);
  });

  it.each(['correct-horse-battery-9', 'Goal!Keeper-Sundays', 'my team wins at 9pm'])('accepts %s', (pw) => {
    expect(weakPasswordReason(pw, { email: 'jordan@example.com' })).toBeNull();
  });
});
