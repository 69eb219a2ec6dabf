import { describe, expect, it } from 'vitest';
import type { MyPlayer } from '../../../shared/api/profile';
import { playerFormValues, splitName, toUpdateInput } from './form-values';

const player: MyPlayer = {
  id: 'p1',
  first_name: 'Ana',
  last_name: 'Silva',
  phone_number: '555 123 4567',
  photo_url: 'http://localhost/media/player-photos/a.jpg',
  jersey_size: 'M',
  positions_played: ['Defense', 'Midfield'],
  preferred_position: 'Defense',
  emergency_contact_name: 'Rui Silva',
  emergency_contact_phone: '555 987 6543',
};

describe('player details form values', () => {
  it('starts from the player record', () => {
    expect(playerFormValues(player, { name: 'Someone Else', phoneNumber: null })).toMatchObject({
      first_name: 'Ana',
      jersey_size: 'M',
      positions_played: ['Defense', 'Midfield'],
    });
  });

  it('starts a first save from the account name and phone', () => {
    expect(playerFormValues(null, { name: ' Jordan  Lee Reyes ', phoneNumber: '+15551234567' })).toEqual({
      first_name: 'Jordan',
      last_name: 'Lee Reyes',
      phone_number: '+15551234567',
      jersey_size: '',
      positions_played: [],
      preferred_position: '',
      emergency_contact_name: '',
      emergency_contact_phone: '',
    });
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: '' });
  });

  it('sends empty choices as null and no positions as absent', () => {
    const input = toUpdateInput({ ...playerFormValues(null, { name: 'A B', phoneNumber: null }) }, null);
    expect(input.jersey_size).toBeNull();
    expect(input.preferred_position).toBeNull();
    expect(input).not.toHaveProperty('positions_played', []);
    expect(input.positions_played).toBeUndefined();
  });

  it('keeps the photo it is given', () => {
    expect(toUpdateInput(playerFormValues(player, { name: '', phoneNumber: null }), player.photo_url).photo_url).toBe(player.photo_url);
  });
});
