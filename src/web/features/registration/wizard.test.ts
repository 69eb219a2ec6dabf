import { describe, expect, it } from 'vitest';
import {
  fieldOfIssuePath,
  firstRegistrationStepWithErrors,
  nextRegistrationStep,
  previousRegistrationStep,
  registrationProgressPercent,
  registrationStepCaption,
  stepOfRegistrationField,
} from './wizard';

describe('the registration steps', () => {
  it('count six, from the account to the payment', () => {
    expect(registrationStepCaption(0)).toBe('Step 1 of 6');
    expect(registrationStepCaption(5)).toBe('Step 6 of 6');
    expect(registrationProgressPercent(2)).toBe(50);
    expect(nextRegistrationStep(5)).toBe(5);
    expect(nextRegistrationStep(1)).toBe(2);
    expect(previousRegistrationStep(0)).toBe(0);
    expect(previousRegistrationStep(3)).toBe(2);
  });
});

describe('fieldOfIssuePath', () => {
  it('reads the form field from a server or schema path', () => {
    expect(fieldOfIssuePath('player.first_name')).toBe('first_name');
    expect(fieldOfIssuePath('player.positions_played.1')).toBe('positions_played');
    expect(fieldOfIssuePath('discount_code')).toBe('discount_code');
    expect(fieldOfIssuePath('')).toBe('');
  });
});

describe('stepOfRegistrationField', () => {
  it('sends each field to its step', () => {
    expect(stepOfRegistrationField('first_name')).toBe(1);
    expect(stepOfRegistrationField('photo_url')).toBe(1);
    expect(stepOfRegistrationField('period_id')).toBe(2);
    expect(stepOfRegistrationField('waiver_signed_name')).toBe(3);
    expect(stepOfRegistrationField('waiver_id')).toBe(3);
    expect(stepOfRegistrationField('discount_code')).toBe(4);
  });

  it('picks the earliest step to fix', () => {
    expect(firstRegistrationStepWithErrors(['discount_code', 'waiver_signed_name'])).toBe(3);
    expect(firstRegistrationStepWithErrors(['discount_code', 'emergency_contact_phone'])).toBe(1);
    expect(firstRegistrationStepWithErrors([])).toBeNull();
  });
});
