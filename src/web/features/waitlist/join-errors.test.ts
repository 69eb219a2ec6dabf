import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeJoinError, describeUploadError, isWaitlistClosedError } from './join-errors';

const closed = new ApiError({ status: 409, code: 'CONFLICT', message: 'The waitlist is closed because registration is open. Please register instead.' });

describe('describeJoinError', () => {
  it('puts a duplicate e-mail (409) on the Email field, in the server words', () => {
    const error = new ApiError({ status: 409, code: 'CONFLICT', message: 'This email is already on the waitlist.' });
    expect(describeJoinError(error)).toEqual({
      message: 'This email is already on the waitlist.',
      fields: [{ field: 'email', message: 'This email is already on the waitlist.' }],
    });
  });

  it('puts a closed waitlist (409) on no field: no e-mail would fix it', () => {
    expect(describeJoinError(closed)).toEqual({ message: 'The waitlist is closed because registration is open. Please register instead.', fields: [] });
  });

  it('maps 422 issues to their top-level fields', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: 'Please select your previous team.',
      issues: [
        { path: 'previous_team_id', message: 'Please select your previous team.' },
        { path: 'positions_played.0', message: 'Invalid option' },
        { path: '', message: 'whole body' },
      ],
    });
    expect(describeJoinError(error).fields).toEqual([
      { field: 'previous_team_id', message: 'Please select your previous team.' },
      { field: 'positions_played', message: 'Invalid option' },
    ]);
  });

  it('adds nothing for failures the user cannot fix', () => {
    expect(describeJoinError(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' }))).toEqual({ message: null, fields: [] });
    expect(describeJoinError(new Error('x'))).toEqual({ message: null, fields: [] });
  });
});

describe('describeUploadError', () => {
  it('explains a refused file, not a server failure', () => {
    expect(describeUploadError(new ApiError({ status: 413, code: 'VALIDATION', message: 'The photo must be 5 MB or smaller.' }))).toBe(
      'The photo must be 5 MB or smaller.',
    );
    expect(describeUploadError(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' }))).toBeNull();
  });
});

describe('isWaitlistClosedError', () => {
  it("tells the closed waitlist's 409 from the duplicate e-mail's and from other failures", () => {
    expect(isWaitlistClosedError(closed)).toBe(true);
    expect(isWaitlistClosedError(new ApiError({ status: 409, code: 'CONFLICT', message: 'This email is already on the waitlist.' }))).toBe(false);
    expect(isWaitlistClosedError(new ApiError({ status: 422, code: 'VALIDATION', message: closed.message }))).toBe(false);
    expect(isWaitlistClosedError(new Error(closed.message))).toBe(false);
  });
});
