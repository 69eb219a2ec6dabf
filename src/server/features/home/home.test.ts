import { beforeAll, describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../../../shared/settings';
import { createAnnouncement, createGame, createLeague, createPlayer, createUser, minutesFromNow } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { setSetting } from '../settings/index';

const t = withTestServer();
let server: TestServer;
const ids = {
  live: '',
  upcomingSoon: '',
  upcomingLater: '',
  upcomingLatest: '',
  pastScheduled: '',
  postponed: '',
  finalOld: '',
  finalRecent: '',
  forfeit: '',
  currentPinned: '',
  currentPlain: '',
  currentExpiring: '',
  expired: '',
  future: '',
};
const privateValues = {
  email: 'private.person@example.test',
  phone: '+1 (555) 987-6543',
  dateOfBirth: '1987-06-05',
  creatorEmail: '',
};

beforeAll(async () => {
  server = t.server;
  const db = server.db;
  await setSetting(db, SETTING_KEYS.leagueName, 'Home Test League');
  // The home table is the one the public sees: the live one while auto-publish is on (decision 041).
  await setSetting(db, SETTING_KEYS.autoPublishStandings, 'true');
  const league = await createLeague(db, { seasonName: 'Spring Home Season', seasonStatus: 'active' });
  const [a, b, c, d] = league.teamIds;

  ids.live = await createGame(db, league, {
    startsAt: minutesFromNow(-40),
    status: 'live',
    isLive: true,
    homeTeamId: c,
    awayTeamId: d,
    homeScore: 2,
    awayScore: 1,
  });
  // Created out of order, so that only sorting can put them right.
  ids.upcomingLatest = await createGame(db, league, { startsAt: minutesFromNow(3 * 24 * 60), homeTeamId: a, awayTeamId: c });
  ids.upcomingSoon = await createGame(db, league, { startsAt: minutesFromNow(60), homeTeamId: a, awayTeamId: b });
  ids.upcomingLater = await createGame(db, league, { startsAt: minutesFromNow(24 * 60), homeTeamId: c, awayTeamId: d });
  ids.pastScheduled = await createGame(db, league, { startsAt: minutesFromNow(-24 * 60), homeTeamId: b, awayTeamId: d });
  ids.postponed = await createGame(db, league, { startsAt: minutesFromNow(2 * 24 * 60), status: 'postponed', homeTeamId: b, awayTeamId: c });
  ids.finalOld = await createGame(db, league, { startsAt: minutesFromNow(-14 * 24 * 60), status: 'final', homeScore: 0, awayScore: 3 });
  ids.finalRecent = await createGame(db, league, {
    startsAt: minutesFromNow(-7 * 24 * 60),
    status: 'final',
    homeScore: 4,
    awayScore: 4,
    homeTeamId: c,
    awayTeamId: a,
  });
  ids.forfeit = await createGame(db, league, {
    startsAt: minutesFromNow(-10 * 24 * 60),
    status: 'forfeit',
    homeScore: 3,
    awayScore: 0,
    homeTeamId: d,
    awayTeamId: b,
  });

  const creator = await createUser(server, { roles: ['admin'] });
  privateValues.creatorEmail = creator.email;
  ids.currentPlain = await createAnnouncement(db, { title: 'Fields open', publishAt: minutesFromNow(-60), createdBy: creator.userId });
  ids.currentPinned = await createAnnouncement(db, {
    title: 'Pinned notice',
    publishAt: minutesFromNow(-3 * 24 * 60),
    pinned: true,
    createdBy: creator.userId,
  });
  ids.currentExpiring = await createAnnouncement(db, { title: 'Ends tomorrow', publishAt: minutesFromNow(-10), expiresAt: minutesFromNow(24 * 60) });
  ids.expired = await createAnnouncement(db, { title: 'Old news', publishAt: minutesFromNow(-5 * 24 * 60), expiresAt: minutesFromNow(-60) });
  ids.future = await createAnnouncement(db, { title: 'Not yet', publishAt: minutesFromNow(24 * 60) });

  await createPlayer(db, {
    firstName: 'Private',
    lastName: 'Person',
    email: privateValues.email,
    phone: privateValues.phone,
    dateOfBirth: privateValues.dateOfBirth,
  });
});

async function home() {
  const response = await server.client().api('GET /api/home');
  expect(response.status).toBe(200);
  return response;
}

describe('GET /api/home', () => {
  it('answers anyone with the league and the current season', async () => {
    const { body } = await home();
    expect(body.league_name).toBe('Home Test League');
    expect(body.season_name).toBe('Spring Home Season');
  });

  it('shows only current announcements, pinned first, then newest', async () => {
    const { body } = await home();
    expect(body.announcements.map((a) => a.id)).toEqual([ids.currentPinned, ids.currentExpiring, ids.currentPlain]);
    expect(body.announcements[0]).toEqual({
      id: ids.currentPinned,
      title: 'Pinned notice',
      body: 'Body of Pinned notice',
      pinned: true,
      publish_at: expect.any(String),
    });
  });

  it('shows the live game', async () => {
    const { body } = await home();
    expect(body.live_games.map((g) => g.id)).toEqual([ids.live]);
    expect(body.live_games[0]).toMatchObject({ is_live: true, home_score: 2, away_score: 1 });
  });

  it('shows upcoming scheduled games soonest first, without past or postponed ones', async () => {
    const { body } = await home();
    expect(body.upcoming_games.map((g) => g.id)).toEqual([ids.upcomingSoon, ids.upcomingLater, ids.upcomingLatest]);
    const [soonest] = body.upcoming_games;
    expect(soonest?.home_team.name).toMatch(/ A$/);
    expect(soonest?.away_team.name).toMatch(/ B$/);
    expect(soonest?.venue_name).toMatch(/^Park /);
    expect(soonest?.status).toBe('scheduled');
  });

  it('shows recent finals and forfeits, latest first', async () => {
    const { body } = await home();
    expect(body.recent_results.map((g) => g.id)).toEqual([ids.finalRecent, ids.forfeit, ids.finalOld]);
    expect(body.recent_results[0]).toMatchObject({ home_score: 4, away_score: 4, status: 'final' });
  });

  it("shows the current season's table from finals and forfeits, live games not counted", async () => {
    const { body } = await home();
    expect(body.standings).toHaveLength(1);
    const [division] = body.standings;
    // B beat A 3-0 and forfeited 0-3 to D; C and A drew 4-4; C v D is still live.
    expect(division?.rows.map((r) => [r.team_name.slice(-1), r.played, r.won, r.drawn, r.lost, r.goal_difference, r.points])).toEqual([
      ['D', 1, 1, 0, 0, 3, 3],
      ['B', 2, 1, 0, 1, 0, 3],
      ['C', 1, 0, 1, 0, 0, 1],
      ['A', 2, 0, 1, 1, -3, 1],
    ]);
    expect(division?.division_name).toMatch(/^Division /);
  });

  it('carries no e-mail address, phone number or date of birth', async () => {
    const { text } = await home();
    for (const value of Object.values(privateValues)) expect(text).not.toContain(value);
    expect(text).not.toMatch(/@/);
    expect(text).not.toMatch(/"(email|phone|phoneNumber|dateOfBirth|date_of_birth|createdBy|refereeUserId|userId)"/i);
  });
});
