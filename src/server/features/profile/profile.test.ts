import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema/index';
import { createPlayer, createUser } from '../../test/factories';
import type { HttpClient } from '../../test/http-client';
import { setWaitlistMode } from '../../test/registration-factories';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer();
let server: TestServer;
beforeAll(async () => {
  server = t.server;
  // A waitlist photo (refused as a profile photo below) needs the waitlist open (decision 011).
  await setWaitlistMode(server.db, true);
});

function profile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Noor',
    last_name: 'Haddad',
    phone_number: '(613) 555-0142',
    jersey_size: 'S',
    positions_played: ['Defense', 'Midfield'],
    preferred_position: 'Defense',
    emergency_contact_name: 'Rami Haddad',
    emergency_contact_phone: '613-555-0143',
    ...overrides,
  };
}

async function playersOf(userId: string) {
  return server.db.select().from(players).where(eq(players.userId, userId));
}

async function uploadPhoto(client: HttpClient, purpose: 'profile' | 'waitlist'): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#aa3355' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'face.png');
  const response = await client.api('POST /api/uploads/player-photos', { body: form });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
  return response.body.url;
}

describe('/api/me/player', () => {
  it('needs a signed-in user', async () => {
    const anonymous = server.client();
    expect((await anonymous.api('GET /api/me/player')).status).toBe(401);
    const response = await anonymous.sendUnchecked('PUT', '/api/me/player', profile());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } });
  });

  it('is null before the first save; the first PUT creates the record, later ones update it', async () => {
    const user = await createUser(server);
    const empty = await user.client.api('GET /api/me/player');
    expect(empty.status).toBe(200);
    expect(empty.body).toBeNull();

    const created = await user.client.sendUnchecked('PUT', '/api/me/player', profile());
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(String),
      first_name: 'Noor',
      last_name: 'Haddad',
      phone_number: '(613) 555-0142',
      photo_url: null,
      jersey_size: 'S',
      positions_played: ['Defense', 'Midfield'],
      preferred_position: 'Defense',
      emergency_contact_name: 'Rami Haddad',
      emergency_contact_phone: '613-555-0143',
    });
    expect((await user.client.api('GET /api/me/player')).body).toEqual(created.body);
    const [row] = await playersOf(user.userId);
    expect(row?.email).toBe(user.email);

    const updated = await user.client.sendUnchecked(
      'PUT',
      '/api/me/player',
      profile({ first_name: 'Nour', jersey_size: 'M', positions_played: ['Goalkeeper'], preferred_position: 'Goalkeeper' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      first_name: 'Nour',
      jersey_size: 'M',
      positions_played: ['Goalkeeper'],
      preferred_position: 'Goalkeeper',
    });
    expect(await playersOf(user.userId)).toHaveLength(1);
  });

  it('stores optional fields left out as empty', async () => {
    const user = await createUser(server);
    const body = profile();
    delete body.jersey_size;
    delete body.positions_played;
    delete body.preferred_position;
    const response = await user.client.sendUnchecked('PUT', '/api/me/player', body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ jersey_size: null, positions_played: [], preferred_position: null, photo_url: null });
  });

  it('updates the player record the account is already linked to', async () => {
    const user = await createUser(server);
    const playerId = await createPlayer(server.db, { userId: user.userId, firstName: 'Old' });
    const response = await user.client.sendUnchecked('PUT', '/api/me/player', profile());
    expect(response.body).toMatchObject({ id: playerId, first_name: 'Noor' });
    expect(await playersOf(user.userId)).toHaveLength(1);
  });

  it('keeps one player per user when two saves race', async () => {
    const user = await createUser(server);
    const responses = await Promise.all([1, 2, 3].map((n) => user.client.sendUnchecked('PUT', '/api/me/player', profile({ first_name: `Race ${n}` }))));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(await playersOf(user.userId)).toHaveLength(1);
  });

  it.each([
    ['first_name', '', 'First name is required.'],
    ['last_name', ' ', 'Last name is required.'],
    ['phone_number', '555-1234', 'Phone number must be at least 10 digits.'],
    ['phone_number', '555-123-ABCD', 'Please enter a valid phone number.'],
    ['jersey_size', 'XXXXL', 'Jersey size is required.'],
    ['positions_played', [], 'Please select at least one position you play.'],
    ['preferred_position', 'Libero', 'Please select your preferred position.'],
    ['photo_url', 'not a url', 'Invalid photo URL.'],
    ['photo_url', 'https://elsewhere.example/me.png', 'Invalid photo URL.'],
    ['emergency_contact_name', 'R', 'Emergency contact name is required.'],
    ['emergency_contact_phone', '123', 'Emergency contact phone must be at least 10 digits.'],
  ])('refuses %s = %j with 422 "%s", changing nothing', async (field, value, message) => {
    const user = await createUser(server);
    await user.client.sendUnchecked('PUT', '/api/me/player', profile());
    const response = await user.client.sendUnchecked('PUT', '/api/me/player', profile({ first_name: 'Changed', [field]: value }));
    expect(response.status).toBe(422);
    expect(response.error.issues?.[0]).toEqual({ path: field, message });
    expect((await playersOf(user.userId))[0]?.firstName).toBe('Noor');
  });

  it("takes the user's own profile photo, and neither somebody else's nor a waitlist one", async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const own = await uploadPhoto(user.client, 'profile');
    const saved = await user.client.sendUnchecked('PUT', '/api/me/player', profile({ photo_url: own }));
    expect(saved.status).toBe(200);
    expect(saved.body.photo_url).toBe(own);
    // Saving again with the photo it already has is fine.
    expect((await user.client.sendUnchecked('PUT', '/api/me/player', profile({ photo_url: own, first_name: 'Again' }))).status).toBe(200);

    for (const url of [await uploadPhoto(other.client, 'profile'), await uploadPhoto(server.client(), 'waitlist')]) {
      const response = await user.client.sendUnchecked('PUT', '/api/me/player', profile({ photo_url: url }));
      expect(response.status).toBe(422);
      expect(response.error.issues).toEqual([{ path: 'photo_url', message: 'Invalid photo URL.' }]);
    }
    expect((await playersOf(user.userId))[0]?.photoUrl).toBe(own);

    // null removes the photo.
    const cleared = await user.client.sendUnchecked('PUT', '/api/me/player', profile({ photo_url: null }));
    expect(cleared.body.photo_url).toBeNull();
  });
});
