import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '../../../shared/registrations';
import { ApiError } from '../../lib/api-client';
import { describeQuoteError, describeRegistrationError } from './registration-errors';

describe('describeRegistrationError', () => {
  it('puts 422 issues on their form fields, nested player fields included', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: 'Emergency contact phone must be at least 10 digits.',
      issues: [
        { path: 'player.emergency_contact_phone', message: 'Emergency contact phone must be at least 10 digits.' },
        { path: 'discount_code', message: 'This code has expired.' },
      ],
    });
    expect(describeRegistrationError(error)).toEqual({
      message: 'Emergency contact phone must be at least 10 digits.',
      fields: [
        { field: 'emergency_contact_phone', message: 'Emergency contact phone must be at least 10 digits.' },
        { field: 'discount_code', message: 'This code has expired.' },
      ],
      refreshOptions: false,
    });
  });

  it('sends a full division back to the division step and asks for fresh options', () => {
    const error = new ApiError({ status: 409, code: 'CONFLICT', message: REGISTRATION_MESSAGES.periodFull });
    expect(describeRegistrationError(error)).toEqual({
      message: REGISTRATION_MESSAGES.periodFull,
      fields: [{ field: 'period_id', message: REGISTRATION_MESSAGES.periodFull }],
      refreshOptions: true,
    });
  });

  it("puts a division's refused rule under the division choice and asks for fresh options (decision 061)", () => {
    const message = "Men's Open is a men's division. Choose another division.";
    const error = new ApiError({ status: 422, code: 'VALIDATION', message, issues: [{ path: 'period_id', message }] });
    expect(describeRegistrationError(error)).toEqual({ message, fields: [{ field: 'period_id', message }], refreshOptions: true });
  });

  it('sends a new waiver version back to the waiver step, under the signature', () => {
    const bare = new ApiError({ status: 409, code: 'CONFLICT', message: REGISTRATION_MESSAGES.waiverOutdated });
    expect(describeRegistrationError(bare).fields).toEqual([{ field: 'waiver_signed_name', message: REGISTRATION_MESSAGES.waiverOutdated }]);
    expect(describeRegistrationError(bare).refreshOptions).toBe(true);
    const onWaiverId = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: REGISTRATION_MESSAGES.waiverOutdated,
      issues: [{ path: 'waiver_id', message: REGISTRATION_MESSAGES.waiverOutdated }],
    });
    expect(describeRegistrationError(onWaiverId).fields).toEqual([{ field: 'waiver_signed_name', message: REGISTRATION_MESSAGES.waiverOutdated }]);
  });

  it('says other refusals above the form: the waitlist, the network', () => {
    const waitlist = new ApiError({ status: 403, code: 'FORBIDDEN', message: REGISTRATION_MESSAGES.waitlistOnly });
    expect(describeRegistrationError(waitlist)).toEqual({ message: REGISTRATION_MESSAGES.waitlistOnly, fields: [], refreshOptions: true });
    const offline = new ApiError({ status: 0, code: 'NETWORK', message: 'Network error: the server could not be reached.' });
    expect(describeRegistrationError(offline)).toEqual({ message: 'Network error: the server could not be reached.', fields: [], refreshOptions: false });
    expect(describeRegistrationError(new Error('boom')).fields).toEqual([]);
  });
});

describe('describeQuoteError', () => {
  it("gives the code's own message", () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: 'This code is not valid.',
      issues: [{ path: 'discount_code', message: 'This code has reached its maximum uses.' }],
    });
    expect(describeQuoteError(error)).toBe('This code has reached its maximum uses.');
    expect(describeQuoteError(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'No such code.' }))).toBe('No such code.');
  });
});
