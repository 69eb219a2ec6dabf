import { describe, expect, it } from 'vitest';
import { accountMenuItems } from './account-menu-items';
import { authErrorMessage } from './error-messages';
import { displayIdentity, hasRealEmail, initialsOf } from '../../lib/identity';
import { ApiError } from '../../lib/api-client';

describe('identity', () => {
  it('shows the phone number instead of the placeholder e-mail of phone-only accounts', () => {
    expect(displayIdentity({ email: '15551234567@phone.invalid', phoneNumber: '+15551234567' })).toBe('+15551234567');
    expect(displayIdentity({ email: 'pat@example.com', phoneNumber: '+15551234567' })).toBe('pat@example.com');
    expect(hasRealEmail('15551234567@PHONE.INVALID')).toBe(false);
  });

  it('makes up to two initials from the name', () => {
    expect(initialsOf('Pat Doe')).toBe('PD');
    expect(initialsOf('Ana María de la Cruz')).toBe('AM');
    expect(initialsOf('+15551234567')).toBe('');
  });
});

describe('account menu entries (spec §6)', () => {
  const labels = (role: string) => accountMenuItems(role).map((item) => item.label);

  it('gives each role its dashboards, in the spec order', () => {
    expect(labels('admin')).toEqual(['Profile', 'Captain Dashboard', 'Ref Dashboard', 'Admin Dashboard']);
    expect(labels('captain')).toEqual(['Profile', 'Captain Dashboard']);
    expect(labels('referee')).toEqual(['Profile', 'Ref Dashboard']);
    expect(labels('statistician')).toEqual(['Profile', 'Stats']);
    expect(labels('player')).toEqual(['Profile']);
    expect(labels('')).toEqual(['Profile']);
  });

  it('links the dashboards', () => {
    expect(accountMenuItems('admin').map((item) => item.to)).toEqual(['/profile', '/captain/dashboard', '/referee/dashboard', '/admin/dashboard']);
    expect(accountMenuItems('statistician').map((item) => item.to)).toEqual(['/profile', '/referee/dashboard']);
  });
});

describe('authErrorMessage', () => {
  const error = (status: number, message: string) => new ApiError({ status, code: 'VALIDATION', message });

  it('shows clear server messages as sent', () => {
    expect(authErrorMessage(error(401, 'Invalid email or password'))).toBe('Invalid email or password');
  });

  it("explains Better Auth's terse ones", () => {
    expect(authErrorMessage(error(400, 'Invalid token'))).toMatch(/expired or has already been used/);
    expect(authErrorMessage(error(400, 'Invalid OTP'))).toMatch(/code is not right/);
    expect(authErrorMessage(error(422, 'User already exists. Use another email.'))).toMatch(/already exists/);
  });

  it('adds advice when the server was not reached', () => {
    expect(authErrorMessage(new ApiError({ status: 0, code: 'NETWORK', message: 'Network error.' }))).toMatch(/check your connection/);
  });
});
