import type { AdminPlayerDetail } from '../../../shared/api/players';
import type { UpdatePlayerInput } from '../../../shared/schemas/admin-players';

/** What the edit form holds: text for every input, a list for the position checkboxes. */
export interface PlayerFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  date_of_birth: string;
  gender: string;
  jersey_size: string;
  positions_played: string[];
  preferred_position: string;
  skill_level: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
}

export const PLAYER_FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'date_of_birth',
  'gender',
  'jersey_size',
  'positions_played',
  'preferred_position',
  'skill_level',
  'emergency_contact_name',
  'emergency_contact_phone',
] as const satisfies readonly (keyof PlayerFormValues)[];

export function playerFormValues(player: AdminPlayerDetail): PlayerFormValues {
  return {
    first_name: player.first_name,
    last_name: player.last_name,
    email: player.email ?? '',
    phone_number: player.phone_number ?? '',
    date_of_birth: player.date_of_birth ?? '',
    gender: player.gender ?? '',
    jersey_size: player.jersey_size ?? '',
    positions_played: player.positions_played,
    preferred_position: player.preferred_position ?? '',
    skill_level: player.skill_level === null ? '' : String(player.skill_level),
    emergency_contact_name: player.emergency_contact_name ?? '',
    emergency_contact_phone: player.emergency_contact_phone ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The PATCH body: an empty optional field clears it (null). Positions are left out while none
 * are ticked and the player had none, since the rule is "at least one" once there are any.
 * Values go as typed (gender, sizes unchecked): the shared schema judges them.
 */
export function toUpdateInput(values: PlayerFormValues, hadPositions: boolean): Record<keyof UpdatePlayerInput, unknown> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: orNull(values.email),
    phone_number: orNull(values.phone_number),
    date_of_birth: orNull(values.date_of_birth),
    gender: orNull(values.gender),
    jersey_size: orNull(values.jersey_size),
    positions_played: values.positions_played.length === 0 && !hadPositions ? undefined : values.positions_played,
    preferred_position: orNull(values.preferred_position),
    skill_level: values.skill_level.trim() === '' ? null : Number(values.skill_level),
    emergency_contact_name: orNull(values.emergency_contact_name),
    emergency_contact_phone: orNull(values.emergency_contact_phone),
  };
}
