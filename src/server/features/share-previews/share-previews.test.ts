import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/index';
import { createGame, createLeague, minutesFromNow, type League } from '../../test/factories';
import { createRosteredPlayer } from '../../test/league-directory-factories';
import { withTestServer } from '../../test/with-test-server';

/** The head of the built index.html, as far as the previews touch it. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Schedule, results, rankings and registration for our adult recreational soccer league." />
    <title>Riverside Football Club</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const webDist = mkdtempSync(join(tmpdir(), 'league-web-'));
writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
const t = withTestServer({ webDist });
let league: League;
const ids = { postponed: '', final: '', player: '' };

/** What a link preview or a search engine reads of a page: the HTML, before any script runs. */
async function head(path: string) {
  const response = await t.server.client().request('GET', path);
  const html = response.text;
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    status: response.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    meta,
    data: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>),
  };
}

beforeAll(async () => {
  const db = t.server.db;
  league = await createLeague(db, { seasonName: 'Fall 2026' });
  // A name written to break out of the page, if anything were written unescaped.
  await db.update(teams).set({ name: 'Harbour </script><script>alert(1)</script> "Lights"' }).where(eq(teams.id, league.teamIds[1]));
  ids.postponed = await createGame(db, league, { startsAt: minutesFromNow(60 * 24), status: 'postponed' });
  ids.final = await createGame(db, league, { startsAt: minutesFromNow(-60 * 24), status: 'final', homeScore: 2, awayScore: 1 });
  ids.player = await createRosteredPlayer(db, league.teamIds[0], { firstName: 'Ada', lastName: 'Striker', jerseyNumber: 9 });
});

describe('the public pages as a shared link or a search engine reads them (decision 089)', () => {
  it("a game's page carries its title, a preview and a SportsEvent with the postponed status", async () => {
    const page = await head(`/games/${ids.postponed}`);
    expect(page.status).toBe(200);
    expect(page.meta('og:description')).toMatch(/^Postponed: /);
    expect(page.meta('og:url')).toBe(`${t.server.publicUrl}/games/${ids.postponed}`);
    expect(page.data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      eventStatus: 'https://schema.org/EventPostponed',
      homeTeam: { '@type': 'SportsTeam', url: `${t.server.publicUrl}/team/${league.teamIds[0]}` },
      awayTeam: { '@type': 'SportsTeam', name: 'Harbour </script><script>alert(1)</script> "Lights"' },
    });
  });

  it('writes names so that nothing in them can end the script or the attribute', async () => {
    const page = await head(`/games/${ids.final}`);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.title).toBe(
      `${page.data?.name as string} · Riverside Football Club`.replace(/[<>"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c),
    );
    expect(page.meta('og:description')).toMatch(/^Final score 2–1: /);
    expect(page.data?.eventStatus).toBe('https://schema.org/EventScheduled');
  });

  it("a team's page carries a SportsTeam with its roster, a player's a Person on that team", async () => {
    const team = await head(`/team/${league.teamIds[0]}`);
    expect(team.data).toMatchObject({ '@type': 'SportsTeam', sport: 'Soccer', athlete: [{ '@type': 'Person', name: 'Ada Striker' }] });
    expect(team.meta('og:title')).toBe(team.data?.name);
    const player = await head(`/player/${ids.player}`);
    expect(player.title).toBe('Ada Striker · Riverside Football Club');
    expect(player.data).toMatchObject({
      '@type': 'Person',
      name: 'Ada Striker',
      memberOf: [{ '@type': 'SportsTeam', url: `${t.server.publicUrl}/team/${league.teamIds[0]}` }],
    });
  });

  it('leaves every other page, an unknown id and the player’s own pages as the plain app', async () => {
    for (const path of [`/games/${crypto.randomUUID()}`, '/player/my-schedule', '/team/not-an-id', '/schedule']) {
      const page = await head(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toBe(INDEX_HTML);
    }
  });
});
