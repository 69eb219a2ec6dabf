/** GET/PUT /api/me/player: the signed-in user's own player record. */
export interface MyPlayer {
  id: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  photo_url: string | null;
  jersey_size: string | null;
  positions_played: string[];
  preferred_position: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
}
