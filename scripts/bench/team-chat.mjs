// Team chat section (issue 23, decision 078): one team's chat with MEMBERS members connected
// to its stream (GET /api/teams/{teamId}/chat/stream) and a message sent every second for
// SECONDS seconds (POST /api/teams/{teamId}/chat/messages): from the POST's start to the last
// of the members receiving it, p50/p95/max; any message a member missed. Then the server's
// memory per open chat connection, read from its RSS with MEMORY_CONNECTIONS connections open
// (40 are too few to read above the RSS's noise).
//
// Against a production server from server-process.mjs (PGlite, demo league). Every connection
// is signed in as the demo captain (the demo league has five accounts with known passwords):
// the server does the same work per connection whoever holds it (the team check at opening,
// then one frame written per message). Every address is on the loopback interface.
import { randomUUID } from 'node:crypto';
import { fixed, table } from './format.mjs';
import { json } from './http-call.mjs';
import { now, openWatcher, percentile } from './sse-watcher.mjs';
import { startServer } from './server-process.mjs';

export const MEMBERS = 40;
export const SECONDS = 60;
const MEMORY_CONNECTIONS = 1_000;
const DEMO_CAPTAIN = { email: 'captain@demo.league', password: 'demo-league-pass' };

/** One member's stream: each message's client_key and its first arrival. */
const openMember = (url, cookie, index) => openWatcher(url, { cookie, index, keyOf: (data) => data.message?.client_key });

export async function measure({ logDir, members = MEMBERS, seconds = SECONDS }) {
  // A demo seed on a busy 2-core machine can take minutes.
  const server = await startServer({ name: 'team-chat', logDir, readyTimeoutMs: 400_000 });
  const open = [];
  try {
    const signIn = await json('POST', `${server.baseUrl}/api/auth/sign-in/email`, { headers: { origin: server.baseUrl }, body: DEMO_CAPTAIN });
    const cookie = (signIn.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    const chats = (await json('GET', `${server.baseUrl}/api/chat/teams`, { headers: { cookie } })).body;
    const teamId = chats.teams[0]?.team_id;
    if (!teamId) throw new Error('the demo captain has no team chat');
    const history = (await json('GET', `${server.baseUrl}/api/teams/${teamId}/chat/messages`, { headers: { cookie } })).body;
    const streamUrl = `${server.baseUrl}/api/teams/${teamId}/chat/stream?after=${history.last_event_id}`;

    const memoryBefore = server.memory();
    for (let i = 0; i < members; i += 1) open.push(await openMember(streamUrl, cookie, i));
    await new Promise((r) => setTimeout(r, 2_000));

    const sent = [];
    const postMs = [];
    const started = now();
    for (let i = 0; i < seconds; i += 1) {
      // One a second, on the second: a slow POST does not push the next one later.
      const due = started + i * 1_000;
      if (due > now()) await new Promise((r) => setTimeout(r, due - now()));
      const key = randomUUID();
      const t0 = now();
      sent.push({ key, t0 });
      await json('POST', `${server.baseUrl}/api/teams/${teamId}/chat/messages`, {
        headers: { cookie, origin: server.baseUrl },
        body: { body: `Bench message ${i + 1}: warm-up at 6:45 on Field 2.`, client_key: key },
      });
      postMs.push(now() - t0);
    }
    // The last messages' arrivals.
    for (const deadline = now() + 10_000; now() < deadline; ) {
      if (open.every((m) => sent.every((s) => m.arrivals.has(s.key)))) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    let missed = 0;
    const lastMemberMs = [];
    const everyArrivalMs = [];
    for (const { key, t0 } of sent) {
      let last = 0;
      for (const member of open) {
        const at = member.arrivals.get(key);
        if (at === undefined) {
          missed += 1;
          continue;
        }
        everyArrivalMs.push(at - t0);
        last = Math.max(last, at - t0);
      }
      lastMemberMs.push(last);
    }
    lastMemberMs.sort((a, b) => a - b);
    everyArrivalMs.sort((a, b) => a - b);
    postMs.sort((a, b) => a - b);
    for (const member of open.splice(0)) member.close();

    // Memory per open connection, with more connections than a team has, so it reads above the noise.
    await new Promise((r) => setTimeout(r, 2_000));
    const memoryIdle = server.memory();
    for (let i = 0; i < MEMORY_CONNECTIONS; i += 1) open.push(await openMember(streamUrl, cookie, i));
    await new Promise((r) => setTimeout(r, 3_000));
    const memoryOpen = server.memory();
    const perConnectionKiB = memoryIdle && memoryOpen ? ((memoryOpen.rssMiB - memoryIdle.rssMiB) * 1024) / MEMORY_CONNECTIONS : undefined;
    const result = {
      members,
      messages: sent.length,
      missed,
      postP50Ms: percentile(postMs, 50),
      postP95Ms: percentile(postMs, 95),
      lastMemberP50Ms: percentile(lastMemberMs, 50),
      lastMemberP95Ms: percentile(lastMemberMs, 95),
      lastMemberMaxMs: lastMemberMs.at(-1),
      everyArrivalP95Ms: percentile(everyArrivalMs, 95),
      memoryBefore,
      memoryIdle,
      memoryOpen,
      memoryConnections: MEMORY_CONNECTIONS,
      perConnectionKiB,
    };
    return server.notes.length > 0 ? { ...result, notes: server.notes } : result;
  } finally {
    for (const member of open.splice(0)) member.close();
    await server.stop();
  }
}

/** @param {Awaited<ReturnType<typeof measure>>} result */
export function report(result) {
  return [
    `PGlite, one server process; ${result.members} members on one team chat's stream, a message a second for ${result.messages} s`,
    table(
      ['what', 'ms:'],
      [
        ['POST of a message, p50', fixed(result.postP50Ms)],
        ['POST of a message, p95', fixed(result.postP95Ms)],
        ['send to the last member receiving it, p50', fixed(result.lastMemberP50Ms)],
        ['send to the last member receiving it, p95 (goal < 300 on 2 cores)', fixed(result.lastMemberP95Ms)],
        ['send to the last member receiving it, slowest message', fixed(result.lastMemberMaxMs)],
      ],
    ),
    `messages a member missed: ${result.missed} of ${result.messages * result.members}`,
    `server RSS: ${fixed(result.memoryIdle?.rssMiB)} MiB idle, ${fixed(result.memoryOpen?.rssMiB)} MiB with ${result.memoryConnections} chat connections open (${fixed(result.perConnectionKiB, 1)} KiB per connection)`,
  ].join('\n');
}
