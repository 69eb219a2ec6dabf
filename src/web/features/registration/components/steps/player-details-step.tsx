import type { ReactNode } from 'react';
import { Fieldset, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PhotoField } from '../../../photos';
import {
  DateOfBirthField,
  EmergencyContactFields,
  GenderField,
  JerseySizeField,
  NameFields,
  PhoneNumberField,
  PhysicalConditionsFields,
  PositionsFields,
  SkillLevelField,
} from '../../../../components/player-fields/player-fields';
import { describeIsoDate } from '../../../../lib/parse-date';
import type { RegistrationFormValues, StoredIdentity } from '../../form-values';

/**
 * Step 2: the waitlist form's player fields and messages (product.md: the same where they
 * overlap), in the shared player field blocks, grouped under headings on one step. It comes
 * before the division choice, which offers only what the date of birth and gender allow.
 */
export function PlayerDetailsStep({ stored }: { stored: StoredIdentity }) {
  return (
    <Stack gap="xl">
      <Section title="About you">
        <NameFields />
        <PhoneNumberField />
        {stored.date_of_birth ? <StoredField label="Date of birth" value={describeIsoDate(stored.date_of_birth)} /> : <DateOfBirthField />}
        {stored.gender ? <StoredField label="Gender" value={stored.gender} /> : <GenderField />}
      </Section>
      <Section title="Playing">
        <SkillLevelField />
        <PositionsFields />
      </Section>
      <Section title="Kit and photo">
        <JerseySizeField />
        <PhotoBlock />
      </Section>
      <Section title="Emergency contact and health">
        <EmergencyContactFields />
        <PhysicalConditionsFields />
      </Section>
    </Stack>
  );
}

/**
 * A returning player's date of birth or gender, as stored: they decide which divisions the
 * player may join, and only an admin changes them (issue 19 item 12, decision 061).
 */
function StoredField({ label, value }: { label: string; value: string }) {
  return <TextInput label={label} value={value} readOnly description="On your player record: a league admin can correct it." />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The photo widget: a new photo is uploaded on Register; Clear Photo also drops the saved one. */
function PhotoBlock() {
  const { control, setValue } = useFormContext<RegistrationFormValues>();
  const savedUrl = useWatch({ control, name: 'photo_url' });
  return (
    <Fieldset legend="Photo (optional)" variant="unstyled">
      <Controller
        control={control}
        name="photo"
        render={({ field }) => (
          <PhotoField
            value={field.value}
            savedUrl={savedUrl}
            onChange={(file) => {
              field.onChange(file);
              if (!file) setValue('photo_url', null);
            }}
          />
        )}
      />
    </Fieldset>
  );
}
