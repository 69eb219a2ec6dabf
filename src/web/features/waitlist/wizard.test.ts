import { describe, expect, it } from 'vitest';
import {
  firstStepWithErrors,
  isLastStep,
  nextStep,
  previousStep,
  progressPercent,
  STEP_COUNT,
  STEP_FIELDS,
  stepCaption,
  stepOfField,
  stepTitle,
} from './wizard';

describe('waitlist wizard steps (spec §2, §4)', () => {
  it('has four steps with the spec titles', () => {
    expect(STEP_COUNT).toBe(4);
    expect([0, 1, 2, 3].map((i) => stepTitle(i as 0 | 1 | 2 | 3))).toEqual(['Personal Info', 'RFC Experience', 'Player Kit & Photo', 'Contact & Health']);
  });

  it('shows the step number over 4 and fills the bar in quarters', () => {
    expect(stepCaption(0)).toBe('Step 1 of 4');
    expect(stepCaption(3)).toBe('Step 4 of 4');
    expect(progressPercent(0)).toBe(25);
    expect(progressPercent(3)).toBe(100);
  });

  it('moves forward and back without leaving the four steps', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(3)).toBe(3);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(0)).toBe(0);
  });

  it('submits only from step 4', () => {
    expect([0, 1, 2].map((i) => isLastStep(i as 0 | 1 | 2))).toEqual([false, false, false]);
    expect(isLastStep(3)).toBe(true);
  });

  it('knows which step owns each field, from the shared step schemas', () => {
    expect(STEP_FIELDS[0]).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'phone_number', 'date_of_birth', 'gender']));
    expect(stepOfField('email')).toBe(0);
    expect(stepOfField('previous_team_id')).toBe(1);
    expect(stepOfField('positions_played.0')).toBe(1);
    expect(stepOfField('jersey_size')).toBe(2);
    expect(stepOfField('photo_url')).toBe(2);
    expect(stepOfField('waiver_accepted')).toBe(3);
  });

  it('sends the user to the earliest step with an error', () => {
    expect(firstStepWithErrors(['waiver_accepted', 'skill_level'])).toBe(1);
    expect(firstStepWithErrors(['email'])).toBe(0);
    expect(firstStepWithErrors([])).toBeNull();
  });
});
