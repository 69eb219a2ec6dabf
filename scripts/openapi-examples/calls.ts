import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { games, players, registrations } from '../../src/server/db/schema/index';
import { checkoutCompletedEvent, eventPayload, signPayload, TEST_WEBHOOK_SECRET } from '../../src/server/test/stripe-webhooks';
import type { HttpClient } from '../../src/server/test/http-client';
import type { Harness } from './harness';

/**
 * Every operation, called on the demo league as the role that would call it, in an order
 * where each call finds what it needs (reads first, then what changes the league; each delete
 * removes something made here). The first answer of each status is the example.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the test checks them against their schemas
type Json = any;

const ALEX = { name: 'Alex Morgan', email: 'alex.morgan@example.com', password: 'correct-horse-battery-staple' };
const ALEX_PHONE = '(416) 555-0142';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
const daysFromNow = (days: number, hour = 23, minute = 0) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, minute, 0, 0);
  return date.toISOString();
};

async function jpeg(width: number, height: number): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 28, g: 126, b: 214 } } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

export async function callEveryOperation(h: Harness): Promise<string[]> {
  const { call } = h;
  const failed: string[] = [];
  /** One part of the league's calls: a failure is reported and the others still run. */
  const section = async (name: string, calls: () => Promise<void>) => {
    try {
      await calls();
    } catch (error) {
      failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const db = h.server.database.db;

  // ---- Look-ups the calls below need (not examples) ----
  const seasons: Json[] = (await call('admin', 'GET /api/admin/seasons', { setup: true })).body.items;
  const seasonOf = (status: string) => seasons.find((s) => s.status === status);
  const current = seasonOf('active');
  const next = seasonOf('registration');
  const divisions: Json[] = (await call('admin', 'GET /api/admin/divisions/options', { setup: true })).body;
  const divisionNamed = (name: string) => divisions.find((d) => d.name === name);
  const coedOpen = divisionNamed('Coed Open');
  const mensOpen = divisionNamed("Men's Open");
  const over30 = divisionNamed('Coed 30+');
  const venues: Json[] = (await call('admin', 'GET /api/admin/venues', { setup: true })).body.items;
  const fields = venues.flatMap((v) => v.fields);
  const users: Json[] = (await call('admin', 'GET /api/admin/users', { setup: true, query: { page_size: 100 } })).body.items;
  const refereeUser = users.find((u) => u.email === 'referee@demo.league');
  const live: Json = (await call('anonymous', 'GET /api/live', { setup: true })).body;
  const liveGame = live.games[0];
  const currentTeams: Json[] = (await call('admin', 'GET /api/admin/teams', { setup: true, query: { season_id: current.id, page_size: 100 } })).body.items;
  const schedule: Json[] = (await call('admin', 'GET /api/admin/schedule', { setup: true, query: { season_id: current.id, page_size: 100 } })).body.items;
  const finalGame = schedule.filter((g) => g.status === 'final').at(-1);
  const { time_zone: timeZone } = (await call('anonymous', 'GET /api/settings/public', { setup: true })).body as { time_zone: string };
  let generatedDay = '';
  const alex = h.newClient();
  const byPhone = h.newClient();
  let me: Json = {};
  let alexUser: Json = {};

  await section('Authentication (Better Auth)', async () => {
    await call('player', 'GET /api/auth/get-session');
    await call(alex, 'POST /api/auth/sign-up/email', { body: ALEX });
    const signUpMail = (await h.mail()).find((m) => m.recipient === ALEX.email);
    await call(alex, 'POST /api/auth/email-otp/verify-email', { body: { email: ALEX.email, otp: codeIn(signUpMail?.body ?? ''), password: ALEX.password } });
    await call(h.newClient(), 'POST /api/auth/sign-in/email', { body: { email: 'player@demo.league', password: 'demo-league-pass' } });
    await call(alex, 'POST /api/auth/update-user', { body: { name: 'Alex J. Morgan' } });
    // A verified number on Alex's account (the profile's "add a phone"), then a sign-in with it.
    await call(alex, 'POST /api/auth/phone-number/send-otp', { body: { phoneNumber: ALEX_PHONE }, setup: true });
    const smsCode = async () => codeIn((await h.mail()).find((m) => m.channel === 'sms')?.body ?? '');
    await call(alex, 'POST /api/auth/phone-number/verify', { body: { phoneNumber: ALEX_PHONE, code: await smsCode(), updatePhoneNumber: true }, setup: true });
    await call(byPhone, 'POST /api/auth/phone-number/send-otp', { body: { phoneNumber: ALEX_PHONE } });
    await call(byPhone, 'POST /api/auth/phone-number/verify', { body: { phoneNumber: ALEX_PHONE, code: await smsCode() } });
  });

  await section('Session, settings, home', async () => {
    await call('player', 'GET /api/me/roles');
    await call('anonymous', 'GET /api/settings/public');
    await call('anonymous', 'GET /api/rules');
    await call('admin', 'GET /api/admin/settings');
    await call('admin', 'PUT /api/admin/settings', { body: { points_for_win: 3, points_for_draw: 1, points_for_loss: 0 } });
    await call('anonymous', 'GET /api/home');
    await call('anonymous', 'GET /api/live');
    await call('anonymous', 'GET /api/games/live-check');
    await call('anonymous', 'GET /api/manifest.webmanifest');
    await call('anonymous', 'GET /api/openapi.json');
    await call('anonymous', 'GET /api/docs');
    await call('anonymous', 'GET /api/docs/:asset', { params: { asset: 'start.js' } });
  });

  await section('Public league pages', async () => {
    await call('anonymous', 'GET /api/teams/options');
    await call('anonymous', 'GET /api/seasons');
    await call('anonymous', 'GET /api/schedule');
    await call('anonymous', 'GET /api/games/:gameId', { params: { gameId: finalGame.id } });
    await call('anonymous', 'GET /api/rankings');
    await call('anonymous', 'GET /api/rankings/enhanced');
    await call('anonymous', 'GET /api/leaderboard');
    await call('anonymous', 'GET /api/public/teams');
    await call('anonymous', 'GET /api/public/teams/:teamId', { params: { teamId: currentTeams[0].id } });
    const publicPlayers: Json = (await call('anonymous', 'GET /api/public/players')).body;
    await call('anonymous', 'GET /api/public/players/:playerId', { params: { playerId: (publicPlayers.items ?? publicPlayers)[0].id } });
    await call('anonymous', 'GET /api/gallery');
    await call('anonymous', 'GET /api/waivers/active');
    await call('anonymous', 'GET /api/calendar/teams/:teamFeed', { params: { teamFeed: `${currentTeams[0].id}.ics` } });
  });

  await section('Game day: the live game, its events and report, its stream', async () => {
    await call('referee', 'GET /api/referee/games');
    const refGame: Json = (await call('referee', 'GET /api/referee/games/:gameId', { params: { gameId: liveGame.id } })).body;
    await call('referee', 'GET /api/games/:gameId/report', { params: { gameId: liveGame.id } });
    const awayRoster: Json[] = refGame.away_roster ?? refGame.rosters?.away ?? [];
    const scorer = awayRoster[0];
    const assist = awayRoster[1];
    // The stream, opened from the live page's position, sees the goal recorded while it is open.
    const stream = call('anonymous', 'GET /api/live/stream', { query: { after: live.last_event_id }, streamMs: 20_000 });
    await new Promise((done) => setTimeout(done, 300));
    const goal: Json = (
      await call('referee', 'POST /api/games/:gameId/events', {
        params: { gameId: liveGame.id },
        body: {
          type: 'goal',
          minute: 38,
          team_id: liveGame.away_team.id,
          player_id: scorer?.player_id ?? scorer?.id,
          assist_player_id: assist?.player_id ?? assist?.id,
          client_key: '5f1d2c9e-3b7a-4e8c-9d61-0a2b3c4d5e6f',
        },
      })
    ).body;
    await stream;
    const goalId = goal.event?.id ?? goal.event_id;
    await call('referee', 'PATCH /api/games/:gameId/events/:eventId', {
      params: { gameId: liveGame.id, eventId: goalId },
      body: { minute: 39, reason: 'The scoresheet says 39th minute.' },
    });
    const note: Json = (
      await call('referee', 'POST /api/games/:gameId/events', {
        params: { gameId: liveGame.id },
        body: { type: 'note', minute: 41, note: 'Floodlight on field 2 flickering.', client_key: 'note-0a1b2c3d4e5f' },
        setup: true,
      })
    ).body;
    await call('referee', 'DELETE /api/games/:gameId/events/:eventId', {
      params: { gameId: liveGame.id, eventId: note.event?.id ?? note.event_id },
      body: { reason: 'Recorded on the wrong game.' },
    });
    await call('referee', 'PUT /api/games/:gameId/report', {
      params: { gameId: liveGame.id },
      body: { notes: 'Played in light rain; both teams on time.', incidents: 'None.' },
    });
  });

  await section("A player's own pages", async () => {
    const nextGame: Json = (await call('player', 'GET /api/me/next-game')).body;
    await call('player', 'PUT /api/games/:gameId/availability', { params: { gameId: nextGame.next_game.game.id }, body: { status: 'going' } });
    await call('player', 'GET /api/me/schedule');
    await call('player', 'GET /api/me/player');
    me = (await call('player', 'GET /api/me/player', { setup: true })).body;
    const { id: _playerId, ...profile } = me;
    await call('player', 'PUT /api/me/player', { body: { ...profile, jersey_size: 'M' } });
    await call('player', 'GET /api/me/calendar');
    const feed: Json = (await call('player', 'POST /api/me/calendar')).body;
    const token = /\/api\/calendar\/players\/([^/?#]+)$/.exec(feed.url ?? feed.feed_url ?? '')?.[1];
    await call('anonymous', 'GET /api/calendar/players/:playerFeed', { params: { playerFeed: token ?? 'missing.ics' } });
    await call('player', 'DELETE /api/me/calendar');
    const photo = await jpeg(600, 600);
    const upload = new FormData();
    upload.set('purpose', 'profile');
    upload.set('file', photo, 'me.jpg');
    await call('player', 'POST /api/uploads/player-photos', { body: upload });
  });

  await section("Notifications: the player's centre, preferences, a device, the unsubscribe link; the admin's send log", async () => {
    // The test notification gives the centre an item and the send log a row.
    await call('player', 'POST /api/notifications/test');
    await call('player', 'GET /api/notifications');
    await call('player', 'POST /api/notifications/read', { body: { all: true } });
    const preferences: Json = (await call('player', 'GET /api/notifications/preferences')).body;
    await call('player', 'PUT /api/notifications/preferences', { body: { kinds: [], quiet_hours: preferences.quiet_hours } });
    // The keys' shapes a browser's PushSubscription has (65 and 16 bytes, base64url).
    const device = { endpoint: 'https://push.example.com/send/demo-phone', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) }, label: 'Phone' };
    await call('player', 'POST /api/notifications/push-subscriptions', { body: device });
    await call('player', 'DELETE /api/notifications/push-subscriptions', { body: { endpoint: device.endpoint } });
    const player = users.find((u) => u.email === 'player@demo.league');
    const token = h.server.notifications.unsubscribe.sign({ userId: player.id, kind: 'announcement' });
    await call('anonymous', 'GET /api/notifications/unsubscribe', { query: { token } });
    await call('anonymous', 'POST /api/notifications/unsubscribe', { query: { token } });
    await call('admin', 'GET /api/admin/notifications/deliveries');
    await call('admin', 'GET /api/admin/notifications/deliveries/export.csv');
  });

  await section("Captain area: the demo captain's team, its roster (with and without the league's approval rule) and notes", async () => {
    const { teams: led }: Json = (await call('captain', 'GET /api/captain/teams')).body;
    const teamId = led[0].id;
    await call('captain', 'GET /api/captain/teams/:teamId/dashboard', { params: { teamId } });
    const roster: Json = (await call('captain', 'GET /api/captain/teams/:teamId/roster', { params: { teamId } })).body;
    const member = roster.members.find((m: Json) => m.roster_role === 'player');
    const worn = new Set(roster.members.map((m: Json) => m.jersey_number));
    const freeNumber = Array.from({ length: 99 }, (_, i) => i + 1).find((n) => !worn.has(n));
    await call('captain', 'PATCH /api/captain/teams/:teamId/roster/:playerId', {
      params: { teamId, playerId: member.player_id },
      body: { jersey_number: freeNumber },
    });
    const candidates: Json[] = (await call('captain', 'GET /api/captain/teams/:teamId/roster/candidates', { params: { teamId } })).body;
    // The candidates are the players free in the division; its rules refuse some (a 422, the typical error).
    const addFirstEligible = async (setup: boolean, skip: string[] = []): Promise<Json> => {
      for (const candidate of candidates.filter((c) => !skip.includes(c.player_id))) {
        const answer = await call('captain', 'POST /api/captain/teams/:teamId/roster', {
          params: { teamId },
          body: { player_id: candidate.player_id },
          expect: [200, 422],
          setup,
        });
        if (answer.status === 200) return candidate;
      }
      throw new Error('no candidate the division accepts');
    };
    const first = await addFirstEligible(false);
    await call('captain', 'DELETE /api/captain/teams/:teamId/roster/:playerId', { params: { teamId, playerId: first.player_id } });
    // With the league's approval rule on, the same changes wait for an admin.
    await call('admin', 'PUT /api/admin/settings', { body: { roster_changes_need_approval: true }, setup: true });
    const second = await addFirstEligible(true, [first.player_id]);
    await call('captain', 'DELETE /api/captain/teams/:teamId/roster/:playerId', { params: { teamId, playerId: member.player_id }, setup: true });
    const queue: Json = (await call('admin', 'GET /api/admin/roster-requests')).body;
    const add = queue.items.find((r: Json) => r.kind === 'add' && r.player.id === second.player_id);
    const removal = queue.items.find((r: Json) => r.kind === 'remove' && r.player.id === member.player_id);
    await call('admin', 'POST /api/admin/roster-requests/:requestId/approve', { params: { requestId: add.id } });
    await call('admin', 'POST /api/admin/roster-requests/:requestId/reject', {
      params: { requestId: removal.id },
      body: { note: 'Keep the squad until the playoffs.' },
    });
    await call('admin', 'PUT /api/admin/settings', { body: { roster_changes_need_approval: false }, setup: true });

    await call('captain', 'GET /api/captain/teams/:teamId/notes', { params: { teamId } });
    const note = { body: 'Bring the spare ball pump on Saturday.', client_key: 'example-note-0001' };
    const created: Json = (await call('captain', 'POST /api/captain/teams/:teamId/notes', { params: { teamId }, body: note })).body;
    await call('captain', 'POST /api/captain/teams/:teamId/notes', { params: { teamId }, body: note });
    await call('captain', 'PATCH /api/captain/teams/:teamId/notes/:noteId', {
      params: { teamId, noteId: created.id },
      body: { body: 'Ball pump: Sam has it.' },
    });
    await call('captain', 'DELETE /api/captain/teams/:teamId/notes/:noteId', { params: { teamId, noteId: created.id } });
  });

  await section("Team chat: the captain's chats, history, a message sent and seen on the stream, read, mute, delete", async () => {
    const chats: Json = (await call('captain', 'GET /api/chat/teams')).body;
    const teamId: string = chats.teams[0].team_id;
    const history: Json = (await call('captain', 'GET /api/teams/:teamId/chat/messages', { params: { teamId } })).body;
    if (history.next_cursor) await call('captain', 'GET /api/teams/:teamId/chat/messages', { params: { teamId }, query: { before: history.next_cursor } });
    const stream = call('captain', 'GET /api/teams/:teamId/chat/stream', { params: { teamId }, query: { after: history.last_event_id }, streamMs: 20_000 });
    await new Promise((done) => setTimeout(done, 300));
    const message: Json = (
      await call('captain', 'POST /api/teams/:teamId/chat/messages', {
        params: { teamId },
        body: { body: 'Warm-up at 6:45 on Field 2, dark shirts.', client_key: '8c0e6a52-1d4b-4f3e-9a7c-2b5d6e7f8091' },
      })
    ).body;
    await stream;
    // The same message sent again (a retry): the stored one, 200.
    await call('captain', 'POST /api/teams/:teamId/chat/messages', {
      params: { teamId },
      body: { body: 'Warm-up at 6:45 on Field 2, dark shirts.', client_key: '8c0e6a52-1d4b-4f3e-9a7c-2b5d6e7f8091' },
    });
    await call('captain', 'POST /api/teams/:teamId/chat/read', { params: { teamId }, body: { message_id: message.id } });
    await call('captain', 'PUT /api/teams/:teamId/chat/mute', { params: { teamId }, body: { muted: false } });
    await call('captain', 'DELETE /api/teams/:teamId/chat/messages/:messageId', { params: { teamId, messageId: message.id } });
    // Someone not on the team: 403 for reading.
    await call('referee', 'GET /api/teams/:teamId/chat/messages', { params: { teamId }, expect: 403 });
  });

  await section("Drafts: the demo's supplemental draft run by the admin, the captain's queue and pick, undo, the finished one", async () => {
    const list: Json = (await call('captain', 'GET /api/drafts')).body;
    await call('admin', 'GET /api/drafts');
    const ready = list.drafts.find((d: Json) => d.status === 'setup');
    const draftId: string = ready.id;
    await call('admin', 'GET /api/seasons/:seasonId/divisions/:divisionId/drafts', { params: { seasonId: ready.season.id, divisionId: ready.division.id } });
    const board: Json = (await call('captain', 'GET /api/drafts/:draftId/board', { params: { draftId } })).body;
    const myTeam: string = board.my_team_ids[0];
    await call('captain', 'GET /api/drafts/:draftId/teams/:teamId/queue', { params: { draftId, teamId: myTeam } });
    await call('captain', 'PUT /api/drafts/:draftId/teams/:teamId/queue', {
      params: { draftId, teamId: myTeam },
      body: {
        player_ids: board.pool
          .filter((p: Json) => p.eligible)
          .slice(0, 3)
          .map((p: Json) => p.player_id),
      },
    });
    const stream = call('admin', 'GET /api/drafts/:draftId/stream', { params: { draftId }, query: { after: board.last_event_id }, streamMs: 20_000 });
    await new Promise((done) => setTimeout(done, 300));
    const started: Json = (await call('admin', 'POST /api/drafts/:draftId/start', { params: { draftId } })).body;
    const first = started.pool.find((p: Json) => p.eligible);
    await call('admin', 'POST /api/drafts/:draftId/picks', { params: { draftId }, body: { player_id: first.player_id, pick_number: 1 } });
    await stream;
    await call('admin', 'POST /api/drafts/:draftId/picks', { params: { draftId }, body: { player_id: first.player_id }, expect: 409 });
    await call('admin', 'POST /api/drafts/:draftId/pause', { params: { draftId } });
    await call('admin', 'POST /api/drafts/:draftId/resume', { params: { draftId } });
    const preview: Json = (await call('admin', 'GET /api/drafts/:draftId/undo-preview', { params: { draftId } })).body;
    await call('admin', 'POST /api/drafts/:draftId/undo', { params: { draftId }, body: { pick_number: preview.pick.pick_number } });
    await call('admin', 'POST /api/drafts/:draftId/complete', { params: { draftId }, expect: 409 });
    const created: Json = (
      await call('admin', 'POST /api/seasons/:seasonId/divisions/:divisionId/drafts', {
        params: { seasonId: ready.season.id, divisionId: ready.division.id },
        body: {
          name: 'Late-registration draft',
          rounds: 1,
          team_ids: started.teams.slice(0, 2).map((t: Json) => t.id),
          random_order: true,
          pick_clock_seconds: 45,
        },
      })
    ).body;
    // Run to the end: one pick per team, then the rosters are written.
    const late: Json = (await call('admin', 'POST /api/drafts/:draftId/start', { params: { draftId: created.draft.id }, setup: true })).body;
    const eligible = late.pool.filter((p: Json) => p.eligible);
    if (eligible.length < late.teams.length) throw new Error(`${eligible.length} eligible players for ${late.teams.length} teams`);
    for (let pick = 1; pick <= late.teams.length; pick++) {
      await call('admin', 'POST /api/drafts/:draftId/picks', {
        params: { draftId: created.draft.id },
        body: { player_id: eligible[pick - 1].player_id, pick_number: pick },
        setup: true,
      });
    }
    await call('admin', 'POST /api/drafts/:draftId/complete', { params: { draftId: created.draft.id } });
  });

  await section("Check-in and the player pass: the demo player's pass; the demo referee's live game, one player checked in and undone", async () => {
    await call('player', 'GET /api/me/pass');
    await call('player', 'POST /api/me/pass');
    const day: Json = (await call('referee', 'GET /api/check-in/games')).body;
    const sheet = day.today[0];
    if (!sheet) throw new Error("no game today for the demo referee's check-in");
    const gameId: string = sheet.game.id;
    await call('referee', 'GET /api/games/:gameId/check-in', { params: { gameId } });
    const checkedIn = new Set(sheet.check_ins.map((c: Json) => c.player_id));
    const waiting = sheet.players.find((p: Json) => !checkedIn.has(p.id) && p.flags.length === 0);
    if (!waiting) throw new Error('no player left to check in without a flag');
    await call('referee', 'POST /api/games/:gameId/check-ins', {
      params: { gameId },
      body: { client_key: randomUUID(), player_id: waiting.id, scanned_at: new Date().toISOString() },
    });
    await call('referee', 'DELETE /api/games/:gameId/check-ins/:playerId', { params: { gameId, playerId: waiting.id } });
    await call('player', 'DELETE /api/me/pass');
  });

  await section("Formations and substitutes: the demo captain's next game; a Coed Open game the demo player subs in", async () => {
    const captainSchedule: Json = (await call('captain', 'GET /api/me/schedule', { setup: true })).body;
    const led = captainSchedule.teams.find((t: Json) => t.is_captain);
    const upcoming = captainSchedule.upcoming.find((g: Json) => g.team.id === led.id && g.game.status === 'scheduled');
    const gameId = upcoming.game.id;
    await call('captain', 'GET /api/captain/teams/:teamId/lineup-games', { params: { teamId: led.id } });
    const lineup: Json = (await call('captain', 'GET /api/games/:gameId/lineups/:teamId', { params: { gameId, teamId: led.id } })).body;
    const formation = lineup.formations[0];
    const placements = (lineup.candidates as Json[]).map((p, i) => ({ player_id: p.id, slot: formation.slots[i]?.id ?? null }));
    await call('captain', 'PUT /api/games/:gameId/lineups/:teamId', { params: { gameId, teamId: led.id }, body: { formation: formation.key, placements } });
    await call('captain', 'PUT /api/games/:gameId/lineups/:teamId', {
      params: { gameId, teamId: led.id },
      body: { formation: 'W-M', placements: [] },
      expect: 422,
    });
    await call('captain', 'GET /api/games/:gameId/my-lineup', { params: { gameId } });
    const asked: Json = (
      await call('captain', 'POST /api/games/:gameId/substitute-requests', {
        params: { gameId },
        body: { team_id: led.id, note: 'Need a defender', client_key: 'sub-request-0a1b2c3d' },
      })
    ).body;
    await call('captain', 'DELETE /api/substitute-requests/:requestId', { params: { requestId: asked.id } });
    // A Coed Open game the demo player may play in: the admin asks until one is offered to her.
    const coedGames = await db
      .select({ id: games.id, teamId: games.homeTeamId })
      .from(games)
      .where(
        and(
          eq(games.divisionId, coedOpen.id),
          eq(games.seasonId, current.id),
          eq(games.status, 'scheduled'),
          gt(games.startsAt, new Date(Date.now() + 3 * 3_600_000)),
        ),
      )
      .orderBy(asc(games.startsAt));
    for (const game of coedGames) {
      const request: Json = (
        await call('admin', 'POST /api/games/:gameId/substitute-requests', {
          params: { gameId: game.id },
          body: { team_id: game.teamId, client_key: `sub-offer-${game.id.slice(0, 8)}` },
          setup: true,
        })
      ).body;
      const offered: Json = (await call('player', 'GET /api/me/substitute-requests', { setup: true })).body;
      if (!offered.open.some((o: Json) => o.request.id === request.id)) {
        await call('admin', 'DELETE /api/substitute-requests/:requestId', { params: { requestId: request.id }, setup: true });
        continue;
      }
      await call('player', 'GET /api/me/substitute-requests');
      await call('player', 'POST /api/substitute-requests/:requestId/claim', { params: { requestId: request.id } });
      await call('captain', 'POST /api/substitute-requests/:requestId/claim', { params: { requestId: request.id }, expect: 409 });
      break;
    }
  });

  await section('Registration, card payment and the webhook (the player registers for the next season)', async () => {
    const options: Json = (await call('player', 'GET /api/registration/options')).body;
    const period = options.periods.find((p: Json) => p.division_id === coedOpen.id && p.season_id === next.id);
    await call('player', 'POST /api/registration/quote', { body: { period_id: period.period_id, discount_code: 'EARLYBIRD' } });
    const mePlayer: Json = options.player ?? {};
    const registered: Json = (
      await call('player', 'POST /api/registrations', {
        body: {
          period_id: period.period_id,
          player: {
            first_name: me.first_name,
            last_name: me.last_name,
            phone_number: me.phone_number,
            date_of_birth: mePlayer.date_of_birth ?? '1994-05-12',
            gender: mePlayer.gender ?? 'Female',
            skill_level: mePlayer.skill_level ?? 6,
            positions_played: me.positions_played,
            preferred_position: me.preferred_position,
            jersey_size: 'M',
            emergency_contact_name: me.emergency_contact_name,
            emergency_contact_phone: me.emergency_contact_phone,
            has_physical_conditions: false,
          },
          waiver_id: options.waiver.id,
          waiver_signed_name: `${me.first_name} ${me.last_name}`,
          discount_code: 'EARLYBIRD',
        },
      })
    ).body;
    const registrationId = registered.registration?.id ?? registered.id ?? registered.registration_id;
    await call('player', 'GET /api/registrations/:registrationId', { params: { registrationId } });
    await call('player', 'GET /api/me/registrations');
    await call('player', 'POST /api/registrations/:id/checkout', { params: { id: registrationId } });
    // What Stripe sends once the player has paid: the checkout session the call above started.
    const session = [...h.stripe.sessions.values()].find((s) => s.metadata.registration_id === registrationId);
    if (!session) throw new Error('the checkout made no session at the Stripe stand-in');
    const payload = eventPayload(checkoutCompletedEvent({ registrationId, amountTotal: session.amountTotal, sessionId: session.id }));
    await call(h.newClient(), 'POST /api/payments/webhook', {
      rawBody: payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signPayload(payload, { secret: TEST_WEBHOOK_SECRET }) },
    });
  });

  await section('Admin: seasons, periods, divisions, eligibility', async () => {
    await call('admin', 'GET /api/admin/seasons');
    await call('admin', 'GET /api/admin/seasons/export.csv');
    const spring: Json = (await call('admin', 'POST /api/admin/seasons', { body: { name: 'Spring 2027', start_date: '2027-04-12', end_date: '2027-06-20' } }))
      .body;
    await call('admin', 'PUT /api/admin/seasons/:seasonId', {
      params: { seasonId: spring.id },
      body: { name: 'Spring 2027', start_date: '2027-04-19', end_date: '2027-06-27' },
    });
    await call('admin', 'POST /api/admin/seasons/:seasonId/status', { params: { seasonId: spring.id }, body: { status: 'registration' } });
    await call('admin', 'GET /api/admin/seasons/:seasonId/periods', { params: { seasonId: next.id } });
    const periodBody = {
      division_id: coedOpen.id,
      status: 'UPCOMING',
      opens_at: '2027-03-01T14:00:00.000Z',
      closes_at: '2027-04-12T03:59:00.000Z',
      capacity: 160,
      fee_cents: 12000,
    };
    const springPeriod: Json = (await call('admin', 'POST /api/admin/seasons/:seasonId/periods', { params: { seasonId: spring.id }, body: periodBody })).body;
    await call('admin', 'PUT /api/admin/seasons/:seasonId/periods/:periodId', {
      params: { seasonId: spring.id, periodId: springPeriod.id },
      body: { ...periodBody, status: 'OPEN', capacity: 180 },
    });
    await call('admin', 'DELETE /api/admin/seasons/:seasonId/periods/:periodId', { params: { seasonId: spring.id, periodId: springPeriod.id } });
    await call('admin', 'DELETE /api/admin/seasons/:seasonId', { params: { seasonId: spring.id } });

    await call('admin', 'GET /api/admin/divisions');
    await call('admin', 'GET /api/admin/divisions/options');
    await call('admin', 'GET /api/admin/divisions/export.csv');
    const women: Json = (
      await call('admin', 'POST /api/admin/divisions', {
        body: { name: "Women's Open", description: 'Sunday mornings at Riverside Park.', min_age: null, gender_rule: 'womens' },
      })
    ).body;
    await call('admin', 'PUT /api/admin/divisions/:divisionId', {
      params: { divisionId: women.id },
      body: { name: "Women's Open", description: 'Sunday mornings at Riverside Park, all skill levels.', gender_rule: 'womens' },
    });
    await call('admin', 'DELETE /api/admin/divisions/:divisionId', { params: { divisionId: women.id } });
    const exception: Json = (
      await call('admin', 'POST /api/admin/divisions/:divisionId/eligibility-exceptions', {
        params: { divisionId: over30.id },
        body: { season_id: next.id, email: 'sam.taylor@example.com', reason: 'Turns 30 in the season’s second week.' },
      })
    ).body;
    await call('admin', 'GET /api/admin/divisions/:divisionId/eligibility-exceptions', { params: { divisionId: over30.id } });
    await call('admin', 'DELETE /api/admin/divisions/:divisionId/eligibility-exceptions/:exceptionId', {
      params: { divisionId: over30.id, exceptionId: exception.id },
    });
  });

  await section('Admin: teams and rosters (new teams in the next season, which has none yet)', async () => {
    await call('admin', 'GET /api/admin/teams');
    await call('admin', 'GET /api/admin/teams/export.csv');
    await call('admin', 'GET /api/admin/teams/options');
    const newTeam = async (name: string, primary: string, record = false): Promise<Json> =>
      (
        await call('admin', 'POST /api/admin/teams', {
          body: { name, primary_color: primary, secondary_color: '#ffffff', season_id: next.id, division_id: mensOpen.id },
          setup: !record,
        })
      ).body;
    const harbour = await newTeam('Harbour Town FC', '#0b7285', true);
    // The generator needs teams: three more in the division.
    for (const [name, colour] of [
      ['Northside Athletic', '#c92a2a'],
      ['Union Street FC', '#2b8a3e'],
      ['Eastgate Rovers', '#5f3dc4'],
    ]) {
      await newTeam(name as string, colour as string);
    }
    await call('admin', 'GET /api/admin/teams/:teamId', { params: { teamId: currentTeams[0].id } });
    await call('admin', 'PATCH /api/admin/teams/:teamId', {
      params: { teamId: harbour.id },
      body: { name: 'Harbour Town FC', primary_color: '#0b7285', secondary_color: '#f8f9fa' },
    });
    const candidates: Json = (await call('admin', 'GET /api/admin/teams/:teamId/candidates', { params: { teamId: harbour.id } })).body;
    // A man without an account: Men's Open takes him, and he can be invited to sign up.
    const men = new Set(
      (
        await db
          .select({ id: players.id })
          .from(players)
          .where(and(eq(players.gender, 'Male'), isNull(players.userId)))
      ).map((p) => p.id),
    );
    const candidateId = (candidates as Json[]).map((c) => c.player_id).find((id) => men.has(id));
    await call('admin', 'POST /api/admin/teams/:teamId/roster', { params: { teamId: harbour.id }, body: { player_id: candidateId } });
    await call('admin', 'PATCH /api/admin/teams/:teamId/roster/:playerId', {
      params: { teamId: harbour.id, playerId: candidateId },
      body: { jersey_number: 9, roster_role: 'captain' },
    });
    await call('admin', 'POST /api/admin/teams/:teamId/roster/:playerId/invitation', { params: { teamId: harbour.id, playerId: candidateId } });
    await call('admin', 'DELETE /api/admin/teams/:teamId/roster/:playerId', { params: { teamId: harbour.id, playerId: candidateId } });
    const doomed = await newTeam('Temporary XI', '#868e96');
    await call('admin', 'DELETE /api/admin/teams/:teamId', { params: { teamId: doomed.id } });
  });

  await section('Admin: venues and fields', async () => {
    await call('admin', 'GET /api/admin/venues');
    const venue: Json = (await call('admin', 'POST /api/admin/venues', { body: { name: 'Harbourfront Park', address: '5 Harbour Street' } })).body;
    await call('admin', 'PATCH /api/admin/venues/:venueId', {
      params: { venueId: venue.id },
      body: { name: 'Harbourfront Park', address: '7 Harbour Street' },
    });
    const withField: Json = (await call('admin', 'POST /api/admin/venues/:venueId/fields', { params: { venueId: venue.id }, body: { name: 'Field 1' } })).body;
    const field = withField.fields[0];
    await call('admin', 'PATCH /api/admin/venues/:venueId/fields/:fieldId', {
      params: { venueId: venue.id, fieldId: field.id },
      body: { name: 'North Field' },
    });
    await call('admin', 'DELETE /api/admin/venues/:venueId/fields/:fieldId', { params: { venueId: venue.id, fieldId: field.id } });
    await call('admin', 'DELETE /api/admin/venues/:venueId', { params: { venueId: venue.id } });
  });

  await section("Admin: schedule generator and import (the next season's Men's Open)", async () => {
    const generatorBase = { seasonId: next.id, divisionId: mensOpen.id };
    await call('admin', 'GET /api/admin/seasons/:seasonId/divisions/:divisionId/schedule', { params: generatorBase });
    const preview: Json = (
      await call('admin', 'POST /api/admin/seasons/:seasonId/divisions/:divisionId/schedule/preview', {
        params: generatorBase,
        body: {
          format: 'single',
          first_date: next.start_date,
          game_days: ['thursday'],
          time_slots: ['19:00', '20:30'],
          field_ids: fields.slice(0, 2).map((f) => f.id),
          min_rest_days: 6,
        },
      })
    ).body;
    const proposed: Json[] = preview.games ?? preview.division_games?.games ?? [];
    generatedDay = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(proposed[0].starts_at));
    await call('admin', 'POST /api/admin/seasons/:seasonId/divisions/:divisionId/schedule', {
      params: generatorBase,
      body: {
        games: proposed.map((g) => ({
          round: g.round,
          home_team_id: g.home_team_id ?? g.home_team?.id,
          away_team_id: g.away_team_id ?? g.away_team?.id,
          field_id: g.field_id ?? g.field?.id,
          starts_at: g.starts_at,
        })),
      },
    });
    const otherDivision = divisions.find((d) => d.id !== mensOpen.id && d.id !== over30.id) ?? coedOpen;
    const csv = [
      'Date,Time,Field,Home,Away,Round',
      `${next.start_date},19:00,Riverside Park - Field 1,Bayview Strikers,Old Town FC,1`,
      `${next.start_date},20:30,Riverside Park - Field 1,Maple Leaf United,Harbour Lights,1`,
    ].join('\n');
    const importBody = { season_id: next.id, division_id: otherDivision.id, csv, create_missing: true };
    await call('admin', 'POST /api/admin/schedule/import/preview', { body: importBody });
    await call('admin', 'POST /api/admin/schedule/import', { body: importBody });
    await call('admin', 'GET /api/admin/schedule/import/export.csv', {
      query: { season_id: next.id, division_id: otherDivision.id, format: 'teamsnap' },
    });
  });

  await section('Admin: the schedule, one game, rainouts', async () => {
    await call('admin', 'GET /api/admin/schedule');
    await call('admin', 'GET /api/admin/schedule/export.csv');
    await call('admin', 'GET /api/admin/schedule/options');
    const [home, away] = currentTeams.filter((t) => t.division_id === mensOpen.id);
    const added: Json = (
      await call('admin', 'POST /api/admin/games', {
        body: { home_team_id: home.id, away_team_id: away.id, starts_at: daysFromNow(9, 23, 30), field_id: fields[0].id, round: 9 },
      })
    ).body;
    await call('admin', 'PATCH /api/admin/games/:gameId', { params: { gameId: added.id }, body: { referee_user_id: refereeUser.id } });
    await call('admin', 'POST /api/admin/games/:gameId/status', { params: { gameId: added.id }, body: { status: 'postponed' } });
    const extra: Json = (
      await call('admin', 'POST /api/admin/games', {
        body: { home_team_id: away.id, away_team_id: home.id, starts_at: daysFromNow(16, 23, 30), field_id: fields[1].id, round: 10 },
        setup: true,
      })
    ).body;
    await call('admin', 'DELETE /api/admin/games/:gameId', { params: { gameId: extra.id } });
    // The generated schedule's first game day: its later weeks have free slots for make-ups.
    const rainDate = generatedDay;
    await call('admin', 'POST /api/admin/schedule/rainout/preview', { body: { date: rainDate } });
    await call('admin', 'POST /api/admin/schedule/rainout', { body: { date: rainDate } });
    const plan: Json = (await call('admin', 'POST /api/admin/schedule/makeups/proposal', { body: { date: rainDate } })).body;
    await call('admin', 'POST /api/admin/schedule/makeups', { body: { moves: plan.proposals } });
  });

  await section('Admin: players, users', async () => {
    const adminPlayers: Json = (await call('admin', 'GET /api/admin/players')).body;
    await call('admin', 'GET /api/admin/players/export.csv');
    await call('admin', 'GET /api/admin/players/filter-options');
    const somePlayer = adminPlayers.items[0];
    await call('admin', 'GET /api/admin/players/:playerId', { params: { playerId: somePlayer.id } });
    await call('admin', 'PATCH /api/admin/players/:playerId', { params: { playerId: somePlayer.id }, body: { jersey_size: 'L', skill_level: 7 } });
    await call('admin', 'GET /api/admin/users');
    await call('admin', 'GET /api/admin/users/export.csv');
    alexUser = (await call('admin', 'GET /api/admin/users', { setup: true, query: { search: 'alex' } })).body.items[0];
    await call('admin', 'PUT /api/admin/users/:userId/roles/:role', { params: { userId: alexUser.id, role: 'referee' } });
    await call('admin', 'DELETE /api/admin/users/:userId/roles/:role', { params: { userId: alexUser.id, role: 'referee' } });
    const [free] = await db.select({ id: players.id }).from(players).where(isNull(players.userId)).limit(1);
    await call('admin', 'PUT /api/admin/users/:userId/player', { params: { userId: alexUser.id }, body: { player_id: free?.id } });
    await call('admin', 'DELETE /api/admin/users/:userId/player', { params: { userId: alexUser.id } });
    await call('admin', 'POST /api/admin/users/:userId/password-reset', { params: { userId: alexUser.id } });
  });

  await section('Admin: registrations', async () => {
    const registrationWith = async (status: string, skip = 0): Promise<string> => {
      const rows = await db
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.status, status as never))
        .limit(skip + 1);
      const found = rows[skip]?.id;
      if (!found) throw new Error(`no ${status} registration in the demo league`);
      return found;
    };
    const unpaid = await registrationWith('pending_payment');
    await call('admin', 'GET /api/admin/registrations/:registrationId', { params: { registrationId: unpaid } });
    await call('admin', 'PUT /api/admin/registrations/:registrationId/notes', {
      params: { registrationId: unpaid },
      body: { notes: 'Paying cash at the first game.' },
    });
    await call('admin', 'POST /api/admin/registrations/:registrationId/move', { params: { registrationId: unpaid }, body: { division_id: mensOpen.id } });
    await call('admin', 'POST /api/admin/registrations/:registrationId/mark-paid', { params: { registrationId: unpaid }, body: { method: 'cash' } });
    await call('admin', 'POST /api/admin/registrations/:registrationId/refund', { params: { registrationId: unpaid } });
    await call('admin', 'POST /api/admin/registrations/:registrationId/cancel', { params: { registrationId: await registrationWith('pending_payment') } });
  });

  await section('Admin: returning players', async () => {
    const returning: Json = (await call('admin', 'GET /api/admin/returning-players')).body;
    await call('admin', 'GET /api/admin/returning-players/export.csv');
    const returner = returning.items[0];
    await call('admin', 'PUT /api/admin/returning-players/:playerId/intent', {
      params: { playerId: returner.player_id },
      body: { season_id: returning.season.id, intent: 'returning' },
    });
    await call('admin', 'POST /api/admin/returning-players/invitations', {
      body: { season_id: returning.season.id, player_ids: returning.items.slice(1, 3).map((p: Json) => p.player_id) },
    });
  });

  await section('Admin: player merge', async () => {
    // The demo's likely pair (Bob and Robert Smith, decision 084): previewed, merged, listed, undone.
    const found: Json = (await call('admin', 'GET /api/admin/player-merges/duplicates', { query: { q: 'Smith' } })).body;
    const pair = found.items.find((d: Json) => d.players.some((p: Json) => p.first_name === 'Bob'));
    const [robert, bob] = [pair.players.find((p: Json) => p.first_name === 'Robert'), pair.players.find((p: Json) => p.first_name === 'Bob')];
    const input = { primary_id: robert.id, duplicate_id: bob.id };
    await call('admin', 'GET /api/admin/player-merges/preview', { query: input });
    const merged: Json = (await call('admin', 'POST /api/admin/player-merges', { body: input })).body;
    await call('admin', 'GET /api/admin/player-merges');
    await call('admin', 'POST /api/admin/player-merges/:mergeId/undo', { params: { mergeId: merged.id } });
  });

  await section('Admin: waivers', async () => {
    const waivers: Json = (await call('admin', 'GET /api/admin/waivers')).body;
    const activeWaiver = waivers.items[0];
    await call('admin', 'GET /api/admin/waivers/unsigned');
    await call('admin', 'GET /api/admin/waivers/:waiverId', { params: { waiverId: activeWaiver.id } });
    await call('admin', 'GET /api/admin/waivers/:waiverId/signatures', { params: { waiverId: activeWaiver.id } });
    await call('admin', 'GET /api/admin/waivers/:waiverId/signatures/export.csv', { params: { waiverId: activeWaiver.id } });
    const draft: Json = (
      await call('admin', 'POST /api/admin/waivers', { body: { title: 'League Waiver & Release (2027)', body: 'Please read this waiver carefully…' } })
    ).body;
    await call('admin', 'PUT /api/admin/waivers/:waiverId', {
      params: { waiverId: draft.id },
      body: { title: 'League Waiver & Release (2027)', body: 'Please read this waiver carefully. By accepting it, you give up certain legal rights.' },
    });
    await call('admin', 'POST /api/admin/waivers/:waiverId/activate', { params: { waiverId: draft.id } });
  });

  await section('Admin: the waitlist (waitlist mode on for the join)', async () => {
    await call('admin', 'PUT /api/admin/settings', { body: { waitlist_enabled: true }, setup: true });
    await call('anonymous', 'POST /api/waitlist', {
      body: {
        first_name: 'Jamie',
        last_name: 'Chen',
        email: 'jamie.chen@example.com',
        phone_number: '(416) 555-0177',
        date_of_birth: '1992-08-14',
        gender: 'Female',
        is_new_player: true,
        skill_level: 5,
        positions_played: ['Midfield', 'Defense'],
        preferred_position: 'Midfield',
        jersey_size: 'S',
        emergency_contact_name: 'Morgan Chen',
        emergency_contact_phone: '(416) 555-0178',
        has_physical_conditions: false,
        mailing_list_opt_in: true,
        waiver_accepted: true,
      },
    });
    const waitlistPhoto = new FormData();
    waitlistPhoto.set('purpose', 'waitlist');
    waitlistPhoto.set('file', await jpeg(400, 400), 'jamie.jpg');
    await call('anonymous', 'POST /api/uploads/player-photos', { body: waitlistPhoto, setup: true });
    await call('admin', 'PUT /api/admin/settings', { body: { waitlist_enabled: false }, setup: true });
    const waitlist: Json = (await call('admin', 'GET /api/admin/waitlist')).body;
    await call('admin', 'GET /api/admin/waitlist/export.csv');
    // Not one who shares a name with a player's emergency contact: the public document shows no such name (sanitize.ts).
    const contacts = new Set((await db.select({ name: players.emergencyContactName }).from(players)).map((p) => p.name));
    const pending: Json[] = waitlist.items.filter((e: Json) => e.status === 'pending' && !contacts.has(e.full_name));
    const [first, second, third, fourth] = pending;
    await call('admin', 'GET /api/admin/waitlist/:entryId', { params: { entryId: first.id } });
    await call('admin', 'PATCH /api/admin/waitlist/:entryId', { params: { entryId: second.id }, body: { waitlist_priority: 1 } });
    await call('admin', 'POST /api/admin/waitlist/:entryId/invite', { params: { entryId: first.id } });
    await call('admin', 'POST /api/admin/waitlist/:entryId/decline', { params: { entryId: second.id } });
    await call('admin', 'POST /api/admin/waitlist/:entryId/mark-registered', { params: { entryId: third.id } });
    await call('admin', 'DELETE /api/admin/waitlist/:entryId', { params: { entryId: fourth.id } });
  });

  await section('Admin: announcements', async () => {
    await call('admin', 'GET /api/admin/announcements');
    await call('admin', 'GET /api/admin/announcements/export.csv');
    await call('admin', 'GET /api/admin/announcements/audiences');
    const announcement = {
      title: 'Field 2 closed Saturday',
      body: 'Riverside Park field 2 is being re-lined on Saturday morning: the 10:00 games move to field 1.',
      pinned: true,
      audience: 'division',
      season_id: current.id,
      division_id: coedOpen.id,
    };
    await call('admin', 'POST /api/admin/announcements/email-preview', { body: announcement });
    const created: Json = (await call('admin', 'POST /api/admin/announcements', { body: announcement })).body;
    await call('admin', 'GET /api/admin/announcements/:announcementId', { params: { announcementId: created.id } });
    await call('admin', 'PUT /api/admin/announcements/:announcementId', {
      params: { announcementId: created.id },
      body: { ...announcement, title: 'Field 2 closed Saturday morning' },
    });
    await call('admin', 'DELETE /api/admin/announcements/:announcementId', { params: { announcementId: created.id } });
  });

  await section('Admin: gallery', async () => {
    const galleryUpload = new FormData();
    galleryUpload.set('caption', 'Opening day at Riverside Park');
    galleryUpload.set('file', await jpeg(1200, 800), 'opening-day.jpg');
    const galleryPhoto: Json = (await call('admin', 'POST /api/admin/gallery', { body: galleryUpload })).body;
    await call('admin', 'PATCH /api/admin/gallery/:photoId', { params: { photoId: galleryPhoto.id }, body: { caption: 'Opening day, Riverside Park' } });
    await call('admin', 'DELETE /api/admin/gallery/:photoId', { params: { photoId: galleryPhoto.id } });
  });

  await section('Admin: discount codes', async () => {
    await call('admin', 'GET /api/admin/discount-codes');
    await call('admin', 'GET /api/admin/discount-codes/export.csv');
    const codeBody = {
      code: 'SPRING10',
      description: '$10 off any spring registration',
      kind: 'amount',
      amount_off_cents: 1000,
      season_id: null,
      valid_from: '2027-02-01T05:00:00.000Z',
      valid_until: '2027-04-01T04:00:00.000Z',
      max_uses: 50,
    };
    const code: Json = (await call('admin', 'POST /api/admin/discount-codes', { body: codeBody })).body;
    await call('admin', 'PUT /api/admin/discount-codes/:codeId', { params: { codeId: code.id }, body: { ...codeBody, max_uses: 75 } });
    await call('admin', 'POST /api/admin/discount-codes/:codeId/deactivate', { params: { codeId: code.id } });
    await call('admin', 'POST /api/admin/discount-codes/:codeId/activate', { params: { codeId: code.id } });
    await call('admin', 'DELETE /api/admin/discount-codes/:codeId', { params: { codeId: code.id } });
  });

  await section('Admin: rankings and discipline', async () => {
    await call('admin', 'GET /api/admin/rankings');
    await call('admin', 'POST /api/admin/rankings/adjustments', {
      body: { team_id: currentTeams[0].id, points: -3, reason: 'Fielded a suspended player on matchday 4.' },
    });
    await call('admin', 'POST /api/admin/rankings/publish', { body: { season_id: current.id } });
    await call('admin', 'GET /api/admin/season-rankings');
    // The demo's completed season is archived already: one more, finished, with two teams.
    const finished: Json = (
      await call('admin', 'POST /api/admin/seasons', {
        body: { name: 'Spring 2026', start_date: '2026-04-06', end_date: '2026-06-14', status: 'completed' },
        setup: true,
      })
    ).body;
    for (const [name, colour] of [
      ['Bayview Strikers', '#1864ab'],
      ['Old Town FC', '#e67700'],
    ]) {
      await call('admin', 'POST /api/admin/teams', {
        body: { name, primary_color: colour, secondary_color: '#ffffff', season_id: finished.id, division_id: coedOpen.id },
        setup: true,
      });
    }
    await call('admin', 'POST /api/admin/season-rankings/:seasonId/archive', { params: { seasonId: finished.id } });
    const discipline: Json = (await call('admin', 'GET /api/admin/discipline')).body;
    const suspension = discipline.suspensions[0];
    await call('admin', 'PUT /api/admin/discipline/adjustments', {
      body: {
        season_id: discipline.season.id,
        player_id: suspension.player.id,
        suspension_key: suspension.key,
        games: 2,
        reason: 'Violent conduct: one extra game.',
      },
    });
  });

  await section('Admin: outbox, dashboard, audit log (last: they show what the calls above did)', async () => {
    await call('admin', 'GET /api/admin/outbox');
    await call('admin', 'GET /api/admin/dashboard');
    await call('admin', 'GET /api/admin/audit-log');
    await call('admin', 'GET /api/admin/audit-log/export.csv');
  });

  await section('Account changes that end sessions, last', async () => {
    await call(alex, 'POST /api/link-phone-auth', { body: { phone_number: ALEX_PHONE }, expect: [200, 403] });
    await call(alex, 'POST /api/auth/change-password', {
      body: { currentPassword: ALEX.password, newPassword: 'another-long-passphrase', revokeOtherSessions: true },
    });
    await call(alex, 'POST /api/auth/request-password-reset', { body: { email: ALEX.email, redirectTo: '/reset-password' } });
    const resetMail = (await h.mail()).find((m) => m.recipient === ALEX.email && /reset/i.test(m.body));
    const resetToken = /reset-password\/([A-Za-z0-9_-]+)/.exec(resetMail?.body ?? '')?.[1] ?? /token=([A-Za-z0-9_-]+)/.exec(resetMail?.body ?? '')?.[1];
    await call(h.newClient(), 'POST /api/auth/reset-password', { body: { newPassword: 'a-third-long-passphrase', token: resetToken } });
    await call('admin', 'POST /api/admin/users/:userId/disable', { params: { userId: alexUser.id } });
    await call('admin', 'POST /api/admin/users/:userId/enable', { params: { userId: alexUser.id } });
    const again = h.newClient();
    await call(again, 'POST /api/auth/sign-in/email', { body: { email: ALEX.email, password: 'a-third-long-passphrase' }, setup: true });
    await call(again, 'POST /api/auth/revoke-sessions', { body: {} });
    await signOut(h, byPhone);
  });
  await section("Team invites and the team schedule: the demo captain's links, a join by link, the nudge", async () => {
    const led: Json = (await call('captain', 'GET /api/captain/teams', { setup: true })).body;
    const teamId = led.teams.find((t: Json) => t.my_role === 'captain')?.id ?? led.teams[0]?.id;
    const params = { teamId };
    await call('captain', 'GET /api/captain/teams/:teamId/invites', { params });
    const made: Json = (
      await call('captain', 'POST /api/captain/teams/:teamId/invites', {
        params,
        body: { client_key: '5b0e3f52-8f4e-4c1b-9d7a-0c9e6f1d2a31', expires_in_days: 7, max_uses: 10 },
      })
    ).body;
    const inviteToken: string = made.token;
    await call('anonymous', 'GET /api/team-invites/:inviteToken', { params: { inviteToken } });
    const summary: Json = (await call('referee', 'GET /api/team-invites/:inviteToken', { params: { inviteToken }, setup: true })).body;
    const needs: string[] = summary.viewer?.needs ?? [];
    const details: Record<string, string> = { first_name: 'Reese', last_name: 'Referee', date_of_birth: '1988-09-03', gender: 'Male' };
    const first = needs.includes('first_name') ? details.first_name : summary.viewer?.first_name;
    const last = needs.includes('last_name') ? details.last_name : summary.viewer?.last_name;
    await call('referee', 'POST /api/team-invites/:inviteToken/join', {
      params: { inviteToken },
      body: {
        ...Object.fromEntries(needs.map((field) => [field, details[field]])),
        ...(summary.viewer?.waiver ? { waiver_id: summary.viewer.waiver.id, waiver_signed_name: `${first} ${last}` } : {}),
      },
      expect: [201, 409, 422],
    });
    const other: Json = (
      await call('captain', 'POST /api/captain/teams/:teamId/invites', {
        params,
        body: { client_key: '0d6c1a8e-2b7f-4e3a-8c5d-9f1e2a3b4c5d', expires_in_days: 1, max_uses: 1 },
        setup: true,
      })
    ).body;
    await call('captain', 'POST /api/captain/teams/:teamId/invites/:inviteId/revoke', { params: { teamId, inviteId: other.invite.id } });
    await call('player', 'POST /api/team-invites/:inviteToken/join', { params: { inviteToken: other.token }, body: {}, expect: 409 });
    const schedule: Json = (await call('captain', 'GET /api/captain/teams/:teamId/schedule', { params })).body;
    const open = schedule.upcoming.find((g: Json) => g.can_answer && g.counts.no_answer > 0);
    if (open) {
      await call('captain', 'POST /api/captain/teams/:teamId/games/:gameId/nudge', { params: { teamId, gameId: open.game.id } });
      await call('captain', 'POST /api/captain/teams/:teamId/games/:gameId/nudge', { params: { teamId, gameId: open.game.id }, expect: 409 });
    }
  });
  await section("Trades: the demo captain's proposals, the other team's answers, an admin's approval and rejection", async () => {
    const led: Json = (await call('captain', 'GET /api/captain/teams', { setup: true })).body;
    const teamId = led.teams.find((t: Json) => t.my_role === 'captain')?.id ?? led.teams[0]?.id;
    const params = { teamId };
    const mine: Json = (await call('captain', 'GET /api/captain/teams/:teamId/trades', { params })).body;
    const options: Json = (await call('captain', 'GET /api/captain/teams/:teamId/trades/partners', { params })).body;
    const other = options.partners[0];
    const propose = async (n: number) =>
      (
        await call('captain', 'POST /api/captain/teams/:teamId/trades', {
          params,
          body: {
            to_team_id: other.id,
            give_player_ids: [options.team.players.at(-n).id],
            get_player_ids: [other.players.at(-n).id],
            message: 'A forward for a forward?',
          },
          setup: n > 1,
        })
      ).body;
    const withdrawn: Json = await propose(1);
    await call('captain', 'POST /api/captain/teams/:teamId/trades/:tradeId/withdraw', { params: { teamId, tradeId: withdrawn.id }, body: {} });
    const declined: Json = await propose(2);
    await call('admin', 'POST /api/captain/teams/:teamId/trades/:tradeId/decline', {
      params: { teamId: other.id, tradeId: declined.id },
      body: { reason: 'We need our forwards.' },
    });
    const rejected: Json = await propose(3);
    await call('admin', 'POST /api/admin/trades/:tradeId/reject', {
      params: { tradeId: rejected.id },
      body: { reason: 'Rosters are frozen for the playoffs.' },
    });
    const pending = mine.outgoing.find((t: Json) => t.status === 'proposed');
    await call('admin', 'POST /api/captain/teams/:teamId/trades/:tradeId/accept', {
      params: { teamId: pending.receiving.team.id, tradeId: pending.id },
      body: {},
    });
    await call('admin', 'GET /api/admin/trades', { query: { status: 'accepted' } });
    await call('admin', 'GET /api/admin/trades/:tradeId', { params: { tradeId: pending.id } });
    await call('admin', 'POST /api/admin/trades/:tradeId/approve', { params: { tradeId: pending.id }, body: {} });
  });
  return failed;
}

async function signOut(h: Harness, client: HttpClient) {
  await h.call(client, 'POST /api/auth/sign-out', { body: {} });
}
