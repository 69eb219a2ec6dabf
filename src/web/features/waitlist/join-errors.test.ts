import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeJoinError, describeUploadError } from './join-errors';

describe('describeJoinError', () => {
  it('puts a duplicate e-mail (409) on the Email field, in the server words', () => {
    const error = new ApiError({ status: 409, code: 'CONFLICT', message: 'This email is already on the waitlist.' });
    expect(describeJoinError(error)).toEqual({
      message: 'This email is already on the waitlist.',
      fields: [{ field: 'email', message: 'This email is already on the waitlist.' }],
    });
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
