import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_NAME, DEFAULT_TIME_ZONE, SETTING_KEYS } from '../../../shared/settings';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, siteSettings } from '../../db/schema/index';
import { createUser, type CreatedUser } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { setSetting } from './settings.service';

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
beforeAll(async () => {
  server = t.server;
  personas = t.personas;
});
beforeEach(async () => {
  await server.db.delete(siteSettings);
});

async function publicSettings() {
  const response = await server.client().get('/api/settings/public');
  expect(response.status).toBe(200);
  return response.body;
}

describe('GET /api/settings/public', () => {
  it('answers anyone, with the default league name and the waitlist off when nothing is set', async () => {
    const response = await server.client().get('/api/settings/public');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ league_name: DEFAULT_LEAGUE_NAME, waitlist_enabled: false, time_zone: DEFAULT_TIME_ZONE, contact_address: null });
    expect(DEFAULT_LEAGUE_NAME).toBe('Riverside Football Club');
  });

  it('turns the waitlist on only for the exact text "true"', async () => {
    await setSetting(server.db, SETTING_KEYS.waitlistEnabled, 'true');
    expect(await publicSettings()).toMatchObject({ waitlist_enabled: true });
  });

  it.each(['TRUE', 'True', ' true', 'true ', '1', 'yes', 'on', 'false', ''])('keeps the waitlist off for %j', async (value) => {
    await setSetting(server.db, SETTING_KEYS.waitlistEnabled, value);
    expect(await publicSettings()).toMatchObject({ waitlist_enabled: false });
  });

  it('shows the league name that is set, and the default for an empty one', async () => {
    await setSetting(server.db, SETTING_KEYS.leagueName, 'Northside Sunday League');
    expect(await publicSettings()).toEqual({
      league_name: 'Northside Sunday League',
      waitlist_enabled: false,
      time_zone: DEFAULT_TIME_ZONE,
      contact_address: null,
    });
    await setSetting(server.db, SETTING_KEYS.leagueName, '');
    expect(await publicSettings()).toMatchObject({ league_name: DEFAULT_LEAGUE_NAME });
  });

  it("gives the league's time zone, and the default for a name that is not a time zone", async () => {
    await setSetting(server.db, SETTING_KEYS.timeZone, 'America/Vancouver');
    expect(await publicSettings()).toMatchObject({ time_zone: 'America/Vancouver' });
    await setSetting(server.db, SETTING_KEYS.timeZone, 'Mars/Olympus_Mons');
    expect(await publicSettings()).toMatchObject({ time_zone: DEFAULT_TIME_ZONE });
  });

  it('gives the contact address once one is set', async () => {
    await setSetting(server.db, SETTING_KEYS.contactEmail, 'hello@league.example');
    expect(await publicSettings()).toMatchObject({ contact_address: 'hello@league.example' });
  });

  it('shows no other setting', async () => {
    await setSetting(server.db, 'smtp_password', 'hunter2-secret');
    const response = await server.client().get('/api/settings/public');
    expect(Object.keys(response.body as object).sort()).toEqual(['contact_address', 'league_name', 'time_zone', 'waitlist_enabled']);
    expect(response.text).not.toContain('hunter2-secret');
  });
});

describe('/api/admin/settings', () => {
  let admin: CreatedUser;
  beforeAll(() => {
    ({ admin } = personas);
  });

  async function storedWaitlistValue() {
    const [row] = await server.db.select().from(siteSettings).where(eq(siteSettings.settingKey, SETTING_KEYS.waitlistEnabled));
    return row?.settingValue;
  }

  it('lets an admin turn waitlist mode on and off; the public settings follow', async () => {
    expect((await admin.client.get('/api/admin/settings')).body).toMatchObject({ waitlist_enabled: false });

    const on = await admin.client.put('/api/admin/settings', { waitlist_enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ waitlist_enabled: true });
    expect(await storedWaitlistValue()).toBe('true');
    expect(await publicSettings()).toMatchObject({ waitlist_enabled: true });
    expect((await admin.client.get('/api/admin/settings')).body).toMatchObject({ waitlist_enabled: true });

    const off = await admin.client.put('/api/admin/settings', { waitlist_enabled: false });
    expect(off.body).toMatchObject({ waitlist_enabled: false });
    expect(await storedWaitlistValue()).toBe('false');
    expect(await publicSettings()).toMatchObject({ waitlist_enabled: false });

    const audits = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.updated'), eq(auditLog.actorUserId, admin.userId)))
      .orderBy(auditLog.id);
    expect(audits.slice(-2).map((a) => [a.before, a.after])).toMatchObject([
      [{ waitlist_enabled: false }, { waitlist_enabled: true }],
      [{ waitlist_enabled: true }, { waitlist_enabled: false }],
    ]);
  });

  it('is not for anonymous callers (401) or players, captains, referees and statisticians (403), and changes nothing', async () => {
    await expectOnlyAdmins(server, personas, [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings', { waitlist_enabled: true }],
    ]);
    expect(await storedWaitlistValue()).toBeUndefined();
    expect(await publicSettings()).toMatchObject({ waitlist_enabled: false });
  });

  it.each([[{ waitlist_enabled: 'true' }], [{ waitlist_enabled: 1 }], [{ waitlist_enabled: null }]])(
    'refuses %j with 422 and changes nothing',
    async (body) => {
      await setSetting(server.db, SETTING_KEYS.waitlistEnabled, 'true');
      const response = await admin.client.put('/api/admin/settings', body);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        error: {
          code: 'VALIDATION',
          message: 'Waitlist mode must be on or off.',
          issues: [{ path: 'waitlist_enabled', message: 'Waitlist mode must be on or off.' }],
        },
      });
      expect(await storedWaitlistValue()).toBe('true');
    },
  );

  it('refuses a body that is not JSON with 400', async () => {
    const response = await admin.client.put('/api/admin/settings', undefined, {
      rawBody: 'waitlist_enabled=true',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await storedWaitlistValue()).toBeUndefined();
  });
});

describe('every league setting through /api/admin/settings', () => {
  let admin: CreatedUser;
  beforeAll(() => {
    ({ admin } = personas);
  });

  const full = {
    league_name: 'Northside Sunday League',
    contact_email: 'hello@northside.example',
    time_zone: 'America/Vancouver',
    players_per_side: 7,
    points_for_win: 2,
    points_for_draw: 1,
    points_for_loss: 0,
    forfeit_score: '5-0',
    rules_text: '# Rules\n\n- Shin guards always.',
    trade_deadline: '2030-06-01',
    // Away from the default (on, issue 20): a league that publishes by hand is stored as such.
    auto_publish_standings: false,
    red_card_suspension_games: 2,
    yellow_cards_per_suspension: 4,
    yellow_card_suspension_games: 0,
    payment_instructions: 'E-transfer to treasurer@northside.example; cash at any game.',
    rsvp_reminder_first_hours: 24,
    rsvp_reminder_second_hours: 0,
    roster_changes_need_approval: true,
  };

  async function storedValues() {
    const rows = await server.db.select().from(siteSettings);
    return Object.fromEntries(rows.map((r) => [r.settingKey, r.settingValue]));
  }

  it('gives the defaults to an admin when nothing is stored', async () => {
    const response = await admin.client.get('/api/admin/settings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      waitlist_enabled: false,
      league_name: DEFAULT_LEAGUE_NAME,
      contact_email: '',
      time_zone: DEFAULT_TIME_ZONE,
      players_per_side: 11,
      points_for_win: 3,
      points_for_draw: 1,
      points_for_loss: 0,
      forfeit_score: '3-0',
      rules_text: '',
      trade_deadline: '',
      auto_publish_standings: true,
      red_card_suspension_games: 1,
      yellow_cards_per_suspension: 5,
      yellow_card_suspension_games: 1,
      payment_instructions: '',
      rsvp_reminder_first_hours: 48,
      rsvp_reminder_second_hours: 3,
      roster_changes_need_approval: false,
    });
  });

  it('stores every setting as text, answers with them all, audits before and after, and leaves the waitlist switch alone', async () => {
    await setSetting(server.db, SETTING_KEYS.waitlistEnabled, 'true');
    const response = await admin.client.put('/api/admin/settings', full);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...full, waitlist_enabled: true });
    expect(await storedValues()).toMatchObject({
      [SETTING_KEYS.leagueName]: 'Northside Sunday League',
      [SETTING_KEYS.contactEmail]: 'hello@northside.example',
      [SETTING_KEYS.timeZone]: 'America/Vancouver',
      [SETTING_KEYS.playersPerSide]: '7',
      [SETTING_KEYS.pointsForWin]: '2',
      [SETTING_KEYS.forfeitScore]: '5-0',
      [SETTING_KEYS.tradeDeadline]: '2030-06-01',
      [SETTING_KEYS.autoPublishStandings]: 'false',
      [SETTING_KEYS.redCardSuspensionGames]: '2',
      [SETTING_KEYS.yellowCardsPerSuspension]: '4',
      [SETTING_KEYS.yellowCardSuspensionGames]: '0',
      [SETTING_KEYS.paymentInstructions]: full.payment_instructions,
      [SETTING_KEYS.rsvpReminderFirstHours]: '24',
      [SETTING_KEYS.rsvpReminderSecondHours]: '0',
      [SETTING_KEYS.rosterChangesNeedApproval]: 'true',
      [SETTING_KEYS.waitlistEnabled]: 'true',
    });
    expect(await publicSettings()).toEqual({
      league_name: 'Northside Sunday League',
      waitlist_enabled: true,
      time_zone: 'America/Vancouver',
      contact_address: 'hello@northside.example',
    });
    const [audit] = await server.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.userId)).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.action).toBe('settings.updated');
    expect(audit?.before).toMatchObject({ league_name: DEFAULT_LEAGUE_NAME, players_per_side: 11, rules_text: '' });
    expect(audit?.after).toMatchObject({ league_name: 'Northside Sunday League', players_per_side: 7, rules_text: full.rules_text });
  });

  it('takes a partial update, and empties the contact address and trade deadline', async () => {
    await admin.client.put('/api/admin/settings', full);
    const response = await admin.client.put('/api/admin/settings', { contact_email: '', trade_deadline: '' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ contact_email: '', trade_deadline: '', league_name: full.league_name, players_per_side: 7 });
    expect(await publicSettings()).toMatchObject({ contact_address: null });
  });

  it.each([
    [{ league_name: '   ' }, 'league_name', 'League name must be 1 to 100 characters.'],
    [{ contact_email: 'not-an-address' }, 'contact_email', 'Contact email must be a valid email address, or empty.'],
    [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone', 'Choose a time zone from the list.'],
    [{ players_per_side: 3 }, 'players_per_side', 'Players per side must be a whole number from 4 to 11.'],
    [{ players_per_side: 12 }, 'players_per_side', 'Players per side must be a whole number from 4 to 11.'],
    [{ points_for_win: 11 }, 'points_for_win', 'Points for a win must be a whole number from 0 to 10.'],
    [{ points_for_draw: 1.5 }, 'points_for_draw', 'Points for a draw must be a whole number from 0 to 10.'],
    [{ points_for_loss: -1 }, 'points_for_loss', 'Points for a loss must be a whole number from 0 to 10.'],
    [{ forfeit_score: '3:0' }, 'forfeit_score', "Forfeit score must be the winner's goals, a dash, then the loser's goals, e.g. 3-0."],
    [{ forfeit_score: '0-3' }, 'forfeit_score', "In a forfeit score the winner's goals must be more than the loser's."],
    [{ rules_text: 'x'.repeat(20_001) }, 'rules_text', 'Rules text must be at most 20000 characters.'],
    [{ trade_deadline: '2030-02-30' }, 'trade_deadline', 'Trade deadline must be a date (yyyy-MM-dd), or empty.'],
    [{ auto_publish_standings: 'yes' }, 'auto_publish_standings', 'Auto-publish standings must be on or off.'],
    [{ red_card_suspension_games: 11 }, 'red_card_suspension_games', 'Games suspended for a red card must be a whole number from 0 to 10.'],
    [{ red_card_suspension_games: -1 }, 'red_card_suspension_games', 'Games suspended for a red card must be a whole number from 0 to 10.'],
    [{ yellow_cards_per_suspension: 0 }, 'yellow_cards_per_suspension', 'Yellow cards per suspension must be a whole number from 1 to 20.'],
    [{ yellow_cards_per_suspension: 2.5 }, 'yellow_cards_per_suspension', 'Yellow cards per suspension must be a whole number from 1 to 20.'],
    [{ yellow_card_suspension_games: '1' }, 'yellow_card_suspension_games', 'Games suspended for yellow cards must be a whole number from 0 to 10.'],
    [{ payment_instructions: 'x'.repeat(1_001) }, 'payment_instructions', 'Payment instructions must be at most 1000 characters.'],
    [{ payment_instructions: 42 }, 'payment_instructions', 'Payment instructions must be at most 1000 characters.'],
    [{ rsvp_reminder_first_hours: 169 }, 'rsvp_reminder_first_hours', 'First reminder must be a whole number of hours from 0 to 168.'],
    [{ rsvp_reminder_first_hours: 1.5 }, 'rsvp_reminder_first_hours', 'First reminder must be a whole number of hours from 0 to 168.'],
    [{ rsvp_reminder_second_hours: -1 }, 'rsvp_reminder_second_hours', 'Second reminder must be a whole number of hours from 0 to 168.'],
    [{ rsvp_reminder_second_hours: '3' }, 'rsvp_reminder_second_hours', 'Second reminder must be a whole number of hours from 0 to 168.'],
  ])('refuses %j with 422 and the field message, and stores nothing', async (body, path, message) => {
    const response = await admin.client.put('/api/admin/settings', { ...full, ...body });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION', message, issues: [{ path, message }] } });
    expect(await storedValues()).toEqual({});
  });

  it('refuses an empty body with 422', async () => {
    const response = await admin.client.put('/api/admin/settings', {});
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { message: 'There is no setting to save.' } });
  });

  it('answers 401 to anonymous callers and 403 to players, captains, referees and statisticians, storing nothing', async () => {
    await expectOnlyAdmins(server, personas, [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings', full],
    ]);
    expect(await storedValues()).toEqual({});
  });
});

describe('payment instructions (decision 045)', () => {
  it('lets an admin save them alone, trimmed, and empty them', async () => {
    const { admin } = personas;
    const saved = await admin.client.put('/api/admin/settings', { payment_instructions: '  E-transfer to treasurer@league.example  ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ payment_instructions: 'E-transfer to treasurer@league.example' });
    expect((await admin.client.get('/api/admin/settings')).body).toMatchObject({ payment_instructions: 'E-transfer to treasurer@league.example' });
    const emptied = await admin.client.put('/api/admin/settings', { payment_instructions: '' });
    expect(emptied.body).toMatchObject({ payment_instructions: '' });
  });

  it('are not public: the public settings do not carry them', async () => {
    await setSetting(server.db, SETTING_KEYS.paymentInstructions, 'E-transfer to treasurer@league.example');
    const response = await server.client().get('/api/settings/public');
    expect(response.text).not.toContain('treasurer@league.example');
  });

  it('may be changed by admins only: 401 anonymous, 403 every other role, and nothing stored', async () => {
    await expectOnlyAdmins(server, personas, [['PUT', '/api/admin/settings', { payment_instructions: 'Pay me instead' }]]);
    const rows = await server.db.select().from(siteSettings).where(eq(siteSettings.settingKey, SETTING_KEYS.paymentInstructions));
    expect(rows).toEqual([]);
  });
});

describe('GET /api/rules', () => {
  it('gives anyone an empty text when no rules are set', async () => {
    const response = await server.client().get('/api/rules');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ rules_text: '', updated_at: null });
  });

  it('gives the rules an admin saved, with when they were saved', async () => {
    const admin = await createUser(server, { roles: ['admin'] });
    const before = Date.now();
    await admin.client.put('/api/admin/settings', { rules_text: '# Conduct\n\nBe kind.' });
    const response = await server.client().get('/api/rules');
    expect(response.status).toBe(200);
    const body = response.body as { rules_text: string; updated_at: string };
    expect(body.rules_text).toBe('# Conduct\n\nBe kind.');
    expect(new Date(body.updated_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
