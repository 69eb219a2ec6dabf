import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { AdminDivision } from '../../../shared/api/divisions';
import { checkEligibility, chooseAnotherDivisionMessage } from '../../../shared/eligibility';
import type { AdminTeamDetail } from '../../../shared/api/teams';
import { auditLog, divisions, eligibilityExceptions, players, registrations, teamRosters, waitlistEntries } from '../../db/schema/index';
import { addToRoster, createLeague, createPlayer, createUser, type CreatedUser } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import { createRegistrationPlace, registrationBody, setWaitlistMode, type RegistrationPlace } from '../../test/registration-factories';
import type { HttpClient } from '../../test/http-client';
import { uniqueEmail, uniqueId, type TestServer } from '../../test/test-server';
import { validWaitlistEntry } from '../../test/waitlist-entry';
import { withTestServer } from '../../test/with-test-server';

// Decision 044: every path that puts a person in a division or on a roster refuses one the
// division's rules exclude, naming the rule; an admin's exception (audited) lets them in.

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(async () => {
  server = t.server;
  personas = t.personas;
  ({ admin } = personas);
});

/** Every test season starts on 2031-03-01 (createSeasonRow). */
const FIRST_DAY = '2031-03-01';
const SIXTEEN = '2015-01-10';
const JUST_EIGHTEEN = '2013-03-01';
const A_DAY_SHORT_OF_EIGHTEEN = '2013-03-02';

async function setRules(divisionId: string, rules: Partial<Pick<AdminDivision, 'min_age' | 'gender_rule' | 'coed_min_men' | 'coed_min_women'>>) {
  const [row] = await server.db.select().from(divisions).where(eq(divisions.id, divisionId));
  const response = await admin.client.sendUnchecked('PUT', `/api/admin/divisions/${divisionId}`, { name: row?.name, ...rules });
  expect(response.status).toBe(200);
  return response.body;
}

/** An OPEN place (newest period, so the waitlist joins it) whose division is "<name>", men 18+. */
async function mensPlace(): Promise<RegistrationPlace & { name: string }> {
  const place = await createRegistrationPlace(server.db);
  const division = await setRules(place.divisionId, { min_age: 18, gender_rule: 'mens' });
  return { ...place, name: division.name };
}

const exceptionsPath = (divisionId: string) => `/api/admin/divisions/${divisionId}/eligibility-exceptions`;
const grant = (divisionId: string, body: Record<string, unknown>) => admin.client.sendUnchecked('POST', exceptionsPath(divisionId), body);
const auditOf = (entityId: string) => server.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.id));

describe('division rules', () => {
  it('stores and answers the rules; coed minimums only stay on a coed division; a change without them keeps them', async () => {
    const place = await createRegistrationPlace(server.db);
    const coed = await setRules(place.divisionId, { min_age: 30, gender_rule: 'coed', coed_min_men: 3, coed_min_women: 3 });
    expect(coed).toMatchObject({ min_age: 30, gender_rule: 'coed', coed_min_men: 3, coed_min_women: 3 });
    const renamed = await admin.client.api('PUT /api/admin/divisions/:divisionId', {
      params: { divisionId: place.divisionId },
      body: { name: `Coed 30+ ${uniqueId()}` },
    });
    expect(renamed.body).toMatchObject({ min_age: 30, gender_rule: 'coed', coed_min_men: 3 });
    const open = await setRules(place.divisionId, { gender_rule: 'open', min_age: null });
    expect(open).toMatchObject({ min_age: null, gender_rule: 'open', coed_min_men: null, coed_min_women: null });
  });

  it('refuses a minimum age under the league minimum, an unknown gender rule and a bad coed minimum, changing nothing', async () => {
    const place = await createRegistrationPlace(server.db);
    const before = await server.db.select().from(divisions).where(eq(divisions.id, place.divisionId));
    const response = await admin.client.sendUnchecked('PUT', `/api/admin/divisions/${place.divisionId}`, {
      name: 'Whatever',
      min_age: 12,
      gender_rule: 'boys',
      coed_min_women: -1,
    });
    expect(response.status).toBe(422);
    expect(response.error.issues).toEqual([
      { path: 'min_age', message: "Minimum age must be a whole number from 14 to 99, or empty for the league's minimum (14)." },
      { path: 'gender_rule', message: 'Choose who may play: open, men, women or coed.' },
      { path: 'coed_min_women', message: 'Enter a whole number from 0 to 30, or leave it empty.' },
    ]);
    expect(await server.db.select().from(divisions).where(eq(divisions.id, place.divisionId))).toEqual(before);
  });
});

describe('eligibility exception endpoints', () => {
  it('anonymous gets 401, the other roles 403; nothing changes', async () => {
    const place = await createRegistrationPlace(server.db);
    const [existing] = await server.db
      .insert(eligibilityExceptions)
      .values({ seasonId: place.seasonId, divisionId: place.divisionId, email: uniqueEmail('kept'), reason: 'Kept' })
      .returning();
    await expectOnlyAdmins(
      server,
      personas,
      [
        ['GET', exceptionsPath(place.divisionId)],
        ['POST', exceptionsPath(place.divisionId), { season_id: place.seasonId, email: uniqueEmail('sneaky'), reason: 'Because' }],
        ['DELETE', `${exceptionsPath(place.divisionId)}/${existing?.id}`],
      ],
      { unchanged: () => server.db.select().from(eligibilityExceptions).orderBy(eligibilityExceptions.id) },
    );
  });

  it('grants (e-mail lower-cased), lists, audits and removes an exception', async () => {
    const place = await createRegistrationPlace(server.db);
    const email = uniqueEmail('Young');
    const created = await grant(place.divisionId, { season_id: place.seasonId, email: ` ${email.toUpperCase()} `, reason: ' Plays with her mother ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: email.toLowerCase(), reason: 'Plays with her mother', season_id: place.seasonId, player_id: null });
    expect(created.body.granted_by_name).toEqual(expect.any(String));
    const listed = await admin.client.api('GET /api/admin/divisions/:divisionId/eligibility-exceptions', { params: { divisionId: place.divisionId } });
    expect(listed.body.map((e) => e.id)).toEqual([created.body.id]);
    const [audit] = await auditOf(created.body.id);
    expect(audit).toMatchObject({
      action: 'eligibility_exception.granted',
      actorUserId: admin.userId,
      after: expect.objectContaining({ reason: 'Plays with her mother' }),
    });

    const removed = await admin.client.api('DELETE /api/admin/divisions/:divisionId/eligibility-exceptions/:exceptionId', {
      params: { divisionId: place.divisionId, exceptionId: created.body.id },
    });
    expect(removed.status).toBe(204);
    expect((await admin.client.api('GET /api/admin/divisions/:divisionId/eligibility-exceptions', { params: { divisionId: place.divisionId } })).body).toEqual(
      [],
    );
    const [removal] = await auditOf(created.body.id);
    expect(removal).toMatchObject({ action: 'eligibility_exception.removed', after: null });
    const again = await admin.client.api('DELETE /api/admin/divisions/:divisionId/eligibility-exceptions/:exceptionId', {
      params: { divisionId: place.divisionId, exceptionId: created.body.id },
    });
    expect(again.status).toBe(404);
  });

  it('refuses a missing reason, a bad e-mail, no person, an unknown season, and a second exception for the same person, storing nothing', async () => {
    const place = await createRegistrationPlace(server.db);
    const email = uniqueEmail('twice');
    const noReason = await grant(place.divisionId, { season_id: place.seasonId, email, reason: '  ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body).toMatchObject({ error: { issues: [{ path: 'reason', message: 'A reason is required.' }] } });
    const missingReason = await grant(place.divisionId, { season_id: place.seasonId, email });
    expect(missingReason.status).toBe(422);
    const badEmail = await grant(place.divisionId, { season_id: place.seasonId, email: 'not-an-address', reason: 'x' });
    expect(badEmail.body).toMatchObject({ error: { issues: [{ path: 'email', message: 'Please enter a valid email address.' }] } });
    const nobody = await grant(place.divisionId, { season_id: place.seasonId, reason: 'x' });
    expect(nobody.body).toMatchObject({ error: { issues: [{ path: 'email', message: 'Enter the e-mail address of the person (or choose a player).' }] } });
    const unknownSeason = await grant(place.divisionId, { season_id: crypto.randomUUID(), email, reason: 'x' });
    expect(unknownSeason.status).toBe(422);
    expect(unknownSeason.body).toMatchObject({ error: { issues: [{ path: 'season_id', message: 'Choose the season.' }] } });
    const unknownDivision = await grant(crypto.randomUUID(), { season_id: place.seasonId, email, reason: 'x' });
    expect(unknownDivision.status).toBe(404);
    expect(await server.db.select().from(eligibilityExceptions).where(eq(eligibilityExceptions.divisionId, place.divisionId))).toHaveLength(0);

    expect((await grant(place.divisionId, { season_id: place.seasonId, email, reason: 'First' })).status).toBe(201);
    const second = await grant(place.divisionId, { season_id: place.seasonId, email: email.toUpperCase(), reason: 'Second' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: { message: 'This person already has an exception for this division and season.' } });
  });
});

describe('joining the waitlist', () => {
  // Open only in waitlist mode (decision 011); registering below needs it off again.
  beforeAll(() => setWaitlistMode(server.db, true));
  afterAll(() => setWaitlistMode(server.db, false));

  it("refuses a 16-year-old and a woman for a men's 18+ division, naming the rule under the field, and stores nothing", async () => {
    const place = await mensPlace();
    const young = validWaitlistEntry({ date_of_birth: SIXTEEN, gender: 'Male' });
    const refused = await server.client().sendUnchecked('POST', '/api/waitlist', young);
    expect(refused.status).toBe(422);
    const ageMessage = `${place.name} is for players aged 18 or over on the season's first day (${FIRST_DAY}).`;
    expect(refused.error).toMatchObject({ code: 'VALIDATION', message: ageMessage, issues: [{ path: 'date_of_birth', message: ageMessage }] });
    const woman = await server.client().sendUnchecked('POST', '/api/waitlist', validWaitlistEntry({ gender: 'Female' }));
    expect(woman.error.issues).toEqual([{ path: 'gender', message: `${place.name} is a men's division.` }]);
    expect(await server.db.select().from(waitlistEntries).where(eq(waitlistEntries.divisionId, place.divisionId))).toHaveLength(0);
  });

  it('takes a player whose 18th birthday is the first day, and one a day younger with an exception for their e-mail', async () => {
    const place = await mensPlace();
    const onTheDay = await server.client().sendUnchecked('POST', '/api/waitlist', validWaitlistEntry({ date_of_birth: JUST_EIGHTEEN, gender: 'Male' }));
    expect(onTheDay.status).toBe(201);
    const email = uniqueEmail('almost');
    const dayShort = validWaitlistEntry({ email, date_of_birth: A_DAY_SHORT_OF_EIGHTEEN, gender: 'Male' });
    expect((await server.client().sendUnchecked('POST', '/api/waitlist', dayShort)).status).toBe(422);
    expect((await grant(place.divisionId, { season_id: place.seasonId, email, reason: 'Eighteen the day after the first game' })).status).toBe(201);
    expect((await server.client().sendUnchecked('POST', '/api/waitlist', dayShort)).status).toBe(201);
  });
});

describe('registering', () => {
  it('refuses an ineligible player before any payment, under the division choice naming the division to change, and stores nothing', async () => {
    const place = await mensPlace();
    const user = await createUser(server);
    const body = await registrationBody(server.db, place.periodId);
    body.player.gender = 'Male';
    body.player.date_of_birth = SIXTEEN;
    const refused = await user.client.api('POST /api/registrations', { body: body });
    expect(refused.status).toBe(422);
    // Issue 20 item 7 (decision 061): the division is what to change, not the date of birth.
    const ageMessage = `${place.name} is for players aged 18 or over on the season's first day (${FIRST_DAY}). Choose another division.`;
    expect(refused.error).toMatchObject({ code: 'VALIDATION', message: ageMessage, issues: [{ path: 'period_id', message: ageMessage }] });
    const woman = await registrationBody(server.db, place.periodId);
    const genderRefused = await user.client.api('POST /api/registrations', { body: woman });
    expect(genderRefused.error.issues).toEqual([{ path: 'period_id', message: `${place.name} is a men's division. Choose another division.` }]);
    expect(await server.db.select().from(registrations).where(eq(registrations.userId, user.userId))).toHaveLength(0);
    expect(await server.db.select().from(players).where(eq(players.userId, user.userId))).toHaveLength(0);
  });

  it("gives each offered period its division's rules and the caller's own exceptions, which the shared rule reads as the server does", async () => {
    const place = await mensPlace();
    const user = await createUser(server);
    const other = await createUser(server);
    const periodOf = async (client: HttpClient) => {
      const options = await client.api('GET /api/registration/options');
      expect(options.status).toBe(200);
      const period = options.body.periods.find((p) => p.period_id === place.periodId);
      if (!period) throw new Error('the period is not offered');
      return period;
    };
    const before = await periodOf(user.client);
    expect(before).toMatchObject({ min_age: 18, gender_rule: 'mens', season_start_date: FIRST_DAY, eligibility_exception: false });

    // The wizard's reason for not offering the division is the server's refusal, word for word.
    const body = await registrationBody(server.db, place.periodId);
    body.player.gender = 'Male';
    body.player.date_of_birth = SIXTEEN;
    const refused = await user.client.api('POST /api/registrations', { body: body });
    const rules = { name: before.division_name, minAge: before.min_age, genderRule: before.gender_rule };
    const offered = checkEligibility(rules, before.season_start_date, { dateOfBirth: SIXTEEN, gender: 'Male' });
    expect(offered.eligible).toBe(false);
    expect(refused.error.message).toBe(offered.eligible ? '' : chooseAnotherDivisionMessage(offered.message));

    await grant(place.divisionId, { season_id: place.seasonId, email: user.email, reason: 'Academy player, parent signed' });
    expect(await periodOf(user.client)).toMatchObject({ eligibility_exception: true });
    expect(await periodOf(other.client)).toMatchObject({ eligibility_exception: false });
    expect(await periodOf(server.client())).toMatchObject({ min_age: 18, gender_rule: 'mens', eligibility_exception: false });
  });

  it("registers the same player once an admin grants an exception for the account's e-mail", async () => {
    const place = await mensPlace();
    const user = await createUser(server);
    const body = await registrationBody(server.db, place.periodId);
    body.player.gender = 'Male';
    body.player.date_of_birth = SIXTEEN;
    expect((await user.client.api('POST /api/registrations', { body: body })).status).toBe(422);
    await grant(place.divisionId, { season_id: place.seasonId, email: user.email, reason: 'Academy player, parent signed' });
    const accepted = await user.client.api('POST /api/registrations', { body: body });
    expect(accepted.status).toBe(201);
    expect(await server.db.select().from(registrations).where(eq(registrations.userId, user.userId))).toHaveLength(1);
  });
});

describe('a returning player registering (issue 19)', () => {
  // Date of birth and gender change only through an admin: the registration form's answers do
  // not overwrite the stored ones, and the division's rules are checked against what is stored.
  const storedOf = async (userId: string) => {
    const [row] = await server.db.select({ dateOfBirth: players.dateOfBirth, gender: players.gender }).from(players).where(eq(players.userId, userId));
    return row;
  };

  it('refuses a stored 16-year-old woman whose form claims an adult man, and keeps the stored record as it was', async () => {
    const place = await mensPlace();
    const user = await createUser(server);
    const playerId = await createPlayer(server.db, { userId: user.userId, email: user.email, dateOfBirth: SIXTEEN });
    await server.db.update(players).set({ gender: 'Female' }).where(eq(players.id, playerId));
    const body = await registrationBody(server.db, place.periodId);
    body.player.gender = 'Male';
    body.player.date_of_birth = '1990-01-01';
    const refused = await user.client.api('POST /api/registrations', { body: body });
    expect(refused.status).toBe(422);
    expect(refused.error.issues?.[0]?.path).toBe('period_id');
    expect(await server.db.select().from(registrations).where(eq(registrations.userId, user.userId))).toHaveLength(0);
    expect(await storedOf(user.userId)).toEqual({ dateOfBirth: SIXTEEN, gender: 'Female' });
  });

  it('registers an eligible stored player whatever the form claims, without changing their date of birth or gender', async () => {
    const place = await mensPlace();
    const user = await createUser(server);
    const playerId = await createPlayer(server.db, { userId: user.userId, email: user.email, dateOfBirth: '1990-01-01' });
    await server.db.update(players).set({ gender: 'Male' }).where(eq(players.id, playerId));
    const body = await registrationBody(server.db, place.periodId);
    body.player.gender = 'Female';
    body.player.date_of_birth = SIXTEEN;
    expect((await user.client.api('POST /api/registrations', { body: body })).status).toBe(201);
    expect(await storedOf(user.userId)).toEqual({ dateOfBirth: '1990-01-01', gender: 'Male' });
  });

  it('fills a date of birth and gender the record lacks from the form, and checks those', async () => {
    const place = await mensPlace();
    const user = await createUser(server);
    await createPlayer(server.db, { userId: user.userId, email: user.email });
    const body = await registrationBody(server.db, place.periodId);
    body.player.gender = 'Male';
    body.player.date_of_birth = JUST_EIGHTEEN;
    expect((await user.client.api('POST /api/registrations', { body: body })).status).toBe(201);
    expect(await storedOf(user.userId)).toEqual({ dateOfBirth: JUST_EIGHTEEN, gender: 'Male' });
  });
});

describe('adding a player to a roster', () => {
  async function coedTeam() {
    const league = await createLeague(server.db);
    const [division] = await server.db.select().from(divisions).where(eq(divisions.id, league.divisionId));
    await setRules(league.divisionId, { min_age: 30, gender_rule: 'coed', coed_min_men: 2, coed_min_women: 2 });
    return { league, teamId: league.teamIds[0], name: division?.name ?? '' };
  }
  const rosterOf = (teamId: string) => server.db.select().from(teamRosters).where(eq(teamRosters.teamId, teamId));

  it('refuses a player too young on the season\'s first day under eligibility_exception_reason; "add anyway" with a reason grants an exception and adds them', async () => {
    const { league, teamId, name } = await coedTeam();
    // The league's seasons start on 2030-03-01.
    const playerId = await createPlayer(server.db, { firstName: 'Young', lastName: `Gun ${uniqueId()}`, dateOfBirth: '2000-03-02' });
    const path = `/api/admin/teams/${teamId}/roster`;
    const refused = await admin.client.request<ApiErrorBody>('POST', path, { player_id: playerId });
    expect(refused.status).toBe(422);
    const [player] = await server.db.select().from(players).where(eq(players.id, playerId));
    const message = `${player?.firstName} ${player?.lastName}: ${name} is for players aged 30 or over on the season's first day (2030-03-01).`;
    expect(refused.body.error.issues).toEqual([{ path: 'eligibility_exception_reason', message }]);
    const blank = await admin.client.request<ApiErrorBody>('POST', path, { player_id: playerId, eligibility_exception_reason: ' ' });
    expect(blank.body.error.issues).toEqual([{ path: 'eligibility_exception_reason', message: 'A reason is required.' }]);
    expect(await rosterOf(teamId)).toHaveLength(0);

    const added = await admin.client.request<AdminTeamDetail>('POST', path, { player_id: playerId, eligibility_exception_reason: 'Turns 30 the day after' });
    expect(added.status).toBe(201);
    expect(added.body.roster.map((m) => m.player_id)).toEqual([playerId]);
    const [exception] = await server.db
      .select()
      .from(eligibilityExceptions)
      .where(and(eq(eligibilityExceptions.playerId, playerId), eq(eligibilityExceptions.seasonId, league.seasonId)));
    expect(exception).toMatchObject({ reason: 'Turns 30 the day after', grantedByUserId: admin.userId, divisionId: league.divisionId });
    expect((await auditOf(exception?.id ?? ''))[0]).toMatchObject({ action: 'eligibility_exception.granted' });
  });

  it("reports a coed roster's missing men and women on the team's page, without refusing", async () => {
    const { teamId } = await coedTeam();
    const woman = await createPlayer(server.db, { dateOfBirth: '1980-01-01' });
    await server.db.update(players).set({ gender: 'Female' }).where(eq(players.id, woman));
    await addToRoster(server.db, { teamId, playerId: woman });
    const detail = await admin.client.api('GET /api/admin/teams/:teamId', { params: { teamId } });
    expect(detail.body.coed_shortfalls).toEqual(['Needs at least 2 women (has 1).', 'Needs at least 2 men (has 0).']);
  });
});

describe('inviting returning players', () => {
  it("skips a player eligible for none of the season's divisions, and invites them once an admin grants an exception", async () => {
    const place = await mensPlace();
    const email = uniqueEmail('returning').toLowerCase();
    const playerId = await createPlayer(server.db, { email, dateOfBirth: '1990-01-01' });
    await server.db.update(players).set({ gender: 'Female' }).where(eq(players.id, playerId));
    const invite = () => admin.client.api('POST /api/admin/returning-players/invitations', { body: { season_id: place.seasonId, player_ids: [playerId] } });
    const skipped = await invite();
    expect(skipped.body).toEqual({ sent: 0, skipped: [{ player_id: playerId, reason: 'not_eligible' }] });
    await grant(place.divisionId, { season_id: place.seasonId, player_id: playerId, reason: 'Keeper for the season' });
    expect((await invite()).body).toEqual({ sent: 1, skipped: [] });
  });
});
