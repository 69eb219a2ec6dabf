import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../../../shared/settings';
import { selectRows } from '../../db/client';
import { registrationPeriods, teams, waitlistEntries, waivers } from '../../db/schema/index';
import { createLeague, createOpenPeriod } from '../../test/factories';
import { setWaitlistMode } from '../../test/registration-factories';
import { setSetting } from '../settings/index';
import { uniqueEmail, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { validWaitlistEntry } from '../../test/waitlist-entry';

const t = withTestServer();
let server: TestServer;
beforeAll(async () => {
  server = t.server;
  // The waitlist is open only in waitlist mode (decision 011); the tests of it closed turn it off.
  await setWaitlistMode(server.db, true);
});

const DAY_MS = 86_400_000;

async function rowsFor(email: string) {
  return server.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email.toLowerCase()));
}

async function join(body: Record<string, unknown>) {
  return server.client().sendUnchecked('POST', '/api/waitlist', body);
}

/** A 422 whose issues are all about `path`, the first one with exactly `message`. */
async function expectRefused(body: Record<string, unknown>, path: string, message: string) {
  const response = await join(body);
  expect(response.status).toBe(422);
  expect(response.error.code).toBe('VALIDATION');
  const issues = response.error.issues ?? [];
  expect(issues.length).toBeGreaterThan(0);
  expect(issues.every((issue) => issue.path === path)).toBe(true);
  expect(issues[0]).toEqual({ path, message });
  expect(await rowsFor(String(body.email))).toEqual([]);
}

function without(key: string): Record<string, unknown> {
  const entry = validWaitlistEntry();
  delete entry[key];
  return entry;
}

describe('POST /api/waitlist: spec §5, each rule with its message, nothing stored', () => {
  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address.'],
    ['first_name', '', 'First name is required.'],
    ['first_name', '   ', 'First name is required.'],
    ['last_name', '', 'Last name is required.'],
    ['phone_number', '555-1234', 'Phone number must be at least 10 digits.'],
    ['phone_number', '555-123-ABCD', 'Please enter a valid phone number.'],
    ['phone_number', '+1 416 555 0123 ext 4', 'Please enter a valid phone number.'],
    ['date_of_birth', '', 'Date of birth is required.'],
    ['gender', 'Other', 'Gender is required.'],
    ['is_new_player', 'yes', 'Please specify if you are a new or returning player.'],
    ['skill_level', 0, 'Skill level must be between 1 and 10.'],
    ['skill_level', 11, 'Skill level must be between 1 and 10.'],
    ['skill_level', 5.5, 'Skill level must be between 1 and 10.'],
    ['skill_level', '5', 'Skill level must be between 1 and 10.'],
    ['positions_played', [], 'Please select at least one position you play.'],
    ['preferred_position', 'Sweeper', 'Please select your preferred position.'],
    ['photo_url', 'not a url', 'Invalid photo URL.'],
    ['jersey_size', 'XXXXL', 'Jersey size is required.'],
    ['emergency_contact_name', 'A', 'Emergency contact name is required.'],
    ['emergency_contact_phone', '416-555', 'Emergency contact phone must be at least 10 digits.'],
    ['emergency_contact_phone', 'call my mom please', 'Emergency contact phone must be at least 10 digits.'],
    ['has_physical_conditions', 'no', 'Please specify if you have any physical conditions.'],
    ['waiver_accepted', false, 'You must accept the waiver.'],
    ['waiver_accepted', 'true', 'You must accept the waiver.'],
  ])('%s = %j → 422 "%s"', async (field, value, message) => {
    await expectRefused(validWaitlistEntry({ [field]: value }), field, message);
  });

  it.each([
    ['email', 'Please enter a valid email address.'],
    ['first_name', 'First name is required.'],
    ['last_name', 'Last name is required.'],
    ['phone_number', 'Phone number must be at least 10 digits.'],
    ['date_of_birth', 'Date of birth is required.'],
    ['gender', 'Gender is required.'],
    ['is_new_player', 'Please specify if you are a new or returning player.'],
    ['skill_level', 'Skill level must be between 1 and 10.'],
    ['positions_played', 'Please select at least one position you play.'],
    ['preferred_position', 'Please select your preferred position.'],
    ['jersey_size', 'Jersey size is required.'],
    ['emergency_contact_name', 'Emergency contact name is required.'],
    ['emergency_contact_phone', 'Emergency contact phone must be at least 10 digits.'],
    ['has_physical_conditions', 'Please specify if you have any physical conditions.'],
    ['waiver_accepted', 'You must accept the waiver.'],
  ])('missing %s → 422 "%s"', async (field, message) => {
    await expectRefused(without(field), field, message);
  });

  it('asks for the conditions only when the answer is yes', async () => {
    const message = 'Please specify the physical conditions that might impact your participation.';
    await expectRefused(validWaitlistEntry({ has_physical_conditions: true }), 'physical_conditions_details', message);
    await expectRefused(validWaitlistEntry({ has_physical_conditions: true, physical_conditions_details: '   ' }), 'physical_conditions_details', message);

    const withDetails = validWaitlistEntry({ has_physical_conditions: true, physical_conditions_details: 'Asthma; I carry an inhaler.' });
    expect((await join(withDetails)).status).toBe(201);
    expect((await rowsFor(String(withDetails.email)))[0]).toMatchObject({
      hasPhysicalConditions: true,
      physicalConditionsDetails: 'Asthma; I carry an inhaler.',
    });

    const withoutConditions = validWaitlistEntry({ has_physical_conditions: false });
    expect((await join(withoutConditions)).status).toBe(201);
  });

  describe('a returning player', () => {
    let teamId: string;
    beforeAll(async () => {
      teamId = (await createLeague(server.db)).teamIds[0];
    });
    const returning = (overrides: Record<string, unknown>) =>
      validWaitlistEntry({ is_new_player: false, previous_team_id: teamId, team_preference: 'stay_same_team', ...overrides });

    it('needs a previous team, as a uuid of a real team', async () => {
      const message = 'Please select your previous team.';
      await expectRefused(returning({ previous_team_id: undefined }), 'previous_team_id', message);
      await expectRefused(returning({ previous_team_id: '' }), 'previous_team_id', message);
      await expectRefused(returning({ previous_team_id: 'team-7' }), 'previous_team_id', message);
      // A well-formed id of no team: only the server can tell.
      await expectRefused(returning({ previous_team_id: '6f1c2a4e-0b7d-4c3e-9a51-2d8f6e4b1c09' }), 'previous_team_id', message);
    });

    it('needs a team preference', async () => {
      const message = 'Please select your team preference.';
      await expectRefused(returning({ team_preference: undefined }), 'team_preference', message);
      await expectRefused(returning({ team_preference: 'any' }), 'team_preference', message);
    });

    it('is stored with the previous team and the preference', async () => {
      const body = returning({ team_preference: 'request_new_team' });
      const response = await join(body);
      expect(response.status).toBe(201);
      const [row] = await rowsFor(String(body.email));
      expect(row).toMatchObject({ isNewPlayer: false, previousTeamId: teamId, teamPreference: 'request_new_team' });
    });

    it('is not asked about a previous team when new, whatever the form still holds', async () => {
      const body = validWaitlistEntry({ is_new_player: true, previous_team_id: '', team_preference: '' });
      expect((await join(body)).status).toBe(201);
      expect((await rowsFor(String(body.email)))[0]).toMatchObject({ isNewPlayer: true, previousTeamId: null, teamPreference: null });
    });
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await server
      .client()
      .sendUnchecked('POST', '/api/waitlist', undefined, { rawBody: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION', message: 'The request body must be JSON.' } });
  });
});

/** A small PNG uploaded as a waitlist photo, as the wizard does before it joins. */
async function uploadWaitlistPhoto() {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('purpose', 'waitlist');
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  return server.client().api('POST /api/uploads/player-photos', { body: form });
}

describe('POST /api/waitlist while waitlist mode is off (decision 011)', () => {
  const closed = { error: { code: 'CONFLICT', message: 'The waitlist is closed because registration is open. Please register instead.' } };

  it('refuses a valid entry with 409 and the one message, storing no entry and sending no mail', async () => {
    const body = validWaitlistEntry();
    try {
      await setWaitlistMode(server.db, false);
      const refused = await join(body);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual(closed);
      expect(await rowsFor(String(body.email))).toEqual([]);
      expect(await server.outbox({ recipient: String(body.email).toLowerCase() })).toEqual([]);
    } finally {
      await setWaitlistMode(server.db, true);
    }
    // Open again: the same entry is taken.
    expect((await join(body)).status).toBe(201);
    expect(await rowsFor(String(body.email))).toHaveLength(1);
  });

  it('refuses an entry whose photo was uploaded before the switch went off', async () => {
    const uploaded = await uploadWaitlistPhoto();
    expect(uploaded.status).toBe(201);
    const body = validWaitlistEntry({ photo_url: uploaded.body.url });
    try {
      await setWaitlistMode(server.db, false);
      const refused = await join(body);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual(closed);
      expect(await rowsFor(String(body.email))).toEqual([]);
    } finally {
      await setWaitlistMode(server.db, true);
    }
  });

  it('keeps it closed when the stored setting is anything but the text "true"', async () => {
    const body = validWaitlistEntry();
    try {
      for (const value of ['TRUE', '1', 'yes', '']) {
        await setSetting(server.db, SETTING_KEYS.waitlistEnabled, value);
        const refused = await join(body);
        expect(refused.status, value).toBe(409);
      }
      expect(await rowsFor(String(body.email))).toEqual([]);
    } finally {
      await setWaitlistMode(server.db, true);
    }
  });
});

describe('POST /api/waitlist: a valid entry', () => {
  it('is stored as the spec says: pending, priority 1, names joined, the newest OPEN period', async () => {
    const older = await createLeague(server.db);
    const newer = await createLeague(server.db);
    const closed = await createLeague(server.db);
    // Later than any other test's periods, so these are the newest.
    await createOpenPeriod(server.db, older, new Date(Date.now() + 10 * DAY_MS));
    await createOpenPeriod(server.db, newer, new Date(Date.now() + 20 * DAY_MS));
    await server.db
      .insert(registrationPeriods)
      .values({ seasonId: closed.seasonId, divisionId: closed.divisionId, status: 'CLOSED', createdAt: new Date(Date.now() + 30 * DAY_MS) });
    const [activeWaiver] = await server.db.select().from(waivers).where(eq(waivers.isActive, true));

    const email = uniqueEmail('Jamie.Rivera').replace('jamie', 'JAMIE');
    const before = Date.now();
    const response = await join(validWaitlistEntry({ email: `  ${email} `, first_name: ' Jamie ', last_name: 'Rivera-Ortiz' }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), status: 'pending', waitlist_priority: 1 });

    const [row] = await server.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, response.body.id));
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Jamie',
      lastName: 'Rivera-Ortiz',
      fullName: 'Jamie Rivera-Ortiz',
      phoneNumber: '(416) 555-0123',
      dateOfBirth: '1992-04-09',
      gender: 'Female',
      photoUrl: null,
      jerseySize: 'M',
      emergencyContactName: 'Sam Rivera',
      emergencyContactPhone: '416-555-0124',
      waiverId: activeWaiver?.id,
      isNewPlayer: true,
      previousTeamId: null,
      teamPreference: null,
      skillLevel: 6,
      positionsPlayed: ['Midfield', 'Defense'],
      preferredPosition: 'Midfield',
      mailingListOptIn: true,
      seasonId: newer.seasonId,
      divisionId: newer.divisionId,
      hasPhysicalConditions: false,
      physicalConditionsDetails: null,
      notes: 'Weeknights are best.',
      status: 'pending',
      waitlistPriority: 1,
    });
    expect(activeWaiver).toBeDefined();
    const acceptedAt = row?.waiverAcceptedAt?.getTime() ?? 0;
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);
    // date_of_birth is text, as the spec stores it.
    const [typed] = await selectRows<{ type: string }>(server.db, sql`select pg_typeof(date_of_birth)::text as type from waitlist_entries limit 1`);
    expect(typed?.type).toBe('text');
  });

  it('defaults mailing_list_opt_in to false and keeps no blank notes', async () => {
    const body = validWaitlistEntry({ notes: '   ' });
    delete body.mailing_list_opt_in;
    expect((await join(body)).status).toBe(201);
    expect((await rowsFor(String(body.email)))[0]).toMatchObject({ mailingListOptIn: false, notes: null });
  });

  it('has no season or division when no period is open', async () => {
    await server.db.update(registrationPeriods).set({ status: 'CLOSED' }).where(eq(registrationPeriods.status, 'OPEN'));
    const body = validWaitlistEntry();
    expect((await join(body)).status).toBe(201);
    expect((await rowsFor(String(body.email)))[0]).toMatchObject({ seasonId: null, divisionId: null });
  });

  it('refuses the same e-mail twice for one season and division (any letter case) with 409, one row', async () => {
    const league = await createLeague(server.db);
    await createOpenPeriod(server.db, league, new Date(Date.now() + 40 * DAY_MS));
    const email = uniqueEmail('twice');
    expect((await join(validWaitlistEntry({ email }))).status).toBe(201);

    const again = await join(validWaitlistEntry({ email: email.toUpperCase(), first_name: 'Other' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'CONFLICT', message: 'This email is already on the waitlist.' } });
    expect(await rowsFor(email)).toHaveLength(1);

    // Another season and division is another waitlist.
    const next = await createLeague(server.db);
    await createOpenPeriod(server.db, next, new Date(Date.now() + 50 * DAY_MS));
    expect((await join(validWaitlistEntry({ email }))).status).toBe(201);
    expect(await rowsFor(email)).toHaveLength(2);
  });

  it('refuses the same e-mail twice also when no period is open (null season and division)', async () => {
    await server.db.update(registrationPeriods).set({ status: 'CLOSED' }).where(eq(registrationPeriods.status, 'OPEN'));
    const email = uniqueEmail('no-period');
    expect((await join(validWaitlistEntry({ email }))).status).toBe(201);
    expect((await join(validWaitlistEntry({ email }))).status).toBe(409);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('stores exactly one entry when the same form is sent several times at once', async () => {
    const body = validWaitlistEntry();
    const responses = await Promise.all(Array.from({ length: 4 }, () => join(body)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await rowsFor(String(body.email))).toHaveLength(1);
  });

  it('takes a photo uploaded for the waitlist, and no other URL', async () => {
    const uploaded = await uploadWaitlistPhoto();
    expect(uploaded.status).toBe(201);

    const body = validWaitlistEntry({ photo_url: uploaded.body.url });
    expect((await join(body)).status).toBe(201);
    expect((await rowsFor(String(body.email)))[0]?.photoUrl).toBe(uploaded.body.url);

    for (const url of ['https://tracker.example/pixel.png', `${server.publicUrl}/media/player-photos/waitlist/123-made-up.png`, `${uploaded.body.url}x`]) {
      await expectRefused(validWaitlistEntry({ photo_url: url }), 'photo_url', 'Invalid photo URL.');
    }
  });

  it('offers the teams to choose from: every team, by name, with its season', async () => {
    const league = await createLeague(server.db);
    const response = await server.client().api('GET /api/teams/options');
    expect(response.status).toBe(200);
    const [team] = await server.db.select().from(teams).where(eq(teams.id, league.teamIds[0]));
    expect(response.body).toContainEqual({ id: league.teamIds[0], name: team?.name, season_name: expect.any(String) });
  });
});
