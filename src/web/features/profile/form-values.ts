import type { UpdateMyPlayerInput } from '../../../shared/schemas/profile';
import type { MyPlayer } from '../../../shared/api/profile';
import { JERSEY_SIZES, type JerseySize, POSITIONS, type Position } from '../../../shared/waitlist';

/** The player details form: text as typed, '' for an empty select, [] for no positions. */
export interface PlayerFormValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  jersey_size: string;
  positions_played: string[];
  preferred_position: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
}

/** An account name as first and last: the first word, then the rest ("Ana Maria Silva" → "Ana", "Maria Silva"). */
export function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/** The form's starting values: the player record, or for a first save what the account knows. */
export function playerFormValues(player: MyPlayer | null, account: { name: string; phoneNumber: string | null }): PlayerFormValues {
  const name = splitName(account.name);
  return {
    first_name: player?.first_name ?? name.first,
    last_name: player?.last_name ?? name.last,
    phone_number: player?.phone_number ?? account.phoneNumber ?? '',
    jersey_size: player?.jersey_size ?? '',
    positions_played: player?.positions_played ?? [],
    preferred_position: player?.preferred_position ?? '',
    emergency_contact_name: player?.emergency_contact_name ?? '',
    emergency_contact_phone: player?.emergency_contact_phone ?? '',
  };
}

const isJerseySize = (value: string): value is JerseySize => (JERSEY_SIZES as readonly string[]).includes(value);
const isPosition = (value: string): value is Position => (POSITIONS as readonly string[]).includes(value);

/**
 * The PUT body: empty choices become null (or are left out, for positions: the shared schema
 * wants at least one when they are given). Unknown choices are passed on for the schema to refuse.
 */
export function toUpdateInput(values: PlayerFormValues, photoUrl: string | null): UpdateMyPlayerInput {
  const positions = values.positions_played.filter(isPosition);
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    phone_number: values.phone_number,
    photo_url: photoUrl,
    jersey_size: isJerseySize(values.jersey_size) ? values.jersey_size : null,
    positions_played: positions.length > 0 ? positions : undefined,
    preferred_position: isPosition(values.preferred_position) ? values.preferred_position : null,
    emergency_contact_name: values.emergency_contact_name,
    emergency_contact_phone: values.emergency_contact_phone,
  };
}
