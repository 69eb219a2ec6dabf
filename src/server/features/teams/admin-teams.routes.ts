import { Hono } from 'hono';
import { addRosterPlayerInputSchema, createTeamInputSchema, updateRosterMemberInputSchema, updateTeamInputSchema } from '../../../shared/schemas/teams-admin';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody, queryParams } from '../../http/validate';
import { exportAdminTeamsCsv, listAdminTeamOptions, listAdminTeams, listTeamsQuerySchema } from './admin-teams-list.service';
import { createTeam, deleteTeam, getAdminTeam, updateTeam } from './admin-teams.service';
import { addRosterPlayer, listRosterCandidates, removeRosterPlayer, rosterCandidatesQuerySchema, updateRosterMember } from './roster.service';

export function adminTeamsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .get('/api/admin/teams', allow.roles('admin'), async (c) =>
        c.json(await listAdminTeams({ db, actor: c.var.actor, query: queryParams(c, listTeamsQuerySchema) })),
      )
      // Before /:teamId, which would otherwise take "export.csv" or "options" for an id.
      .get('/api/admin/teams/export.csv', allow.roles('admin'), async (c) => {
        const csv = await exportAdminTeamsCsv({ db, actor: c.var.actor, query: queryParams(c, listTeamsQuerySchema) });
        const day = new Date().toISOString().slice(0, 10);
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="teams-${day}.csv"`,
          'Cache-Control': 'no-store',
        });
      })
      .get('/api/admin/teams/options', allow.roles('admin'), async (c) => c.json(await listAdminTeamOptions({ db, actor: c.var.actor })))
      .post('/api/admin/teams', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, createTeamInputSchema);
        return c.json(await createTeam({ db, actor: c.var.actor, input }), 201);
      })
      .get('/api/admin/teams/:teamId', allow.roles('admin'), async (c) =>
        c.json(await getAdminTeam({ db, actor: c.var.actor, teamId: c.req.param('teamId') })),
      )
      .patch('/api/admin/teams/:teamId', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, updateTeamInputSchema);
        return c.json(await updateTeam({ db, actor: c.var.actor, teamId: c.req.param('teamId'), input }));
      })
      .delete('/api/admin/teams/:teamId', allow.roles('admin'), async (c) => {
        await deleteTeam({ db, actor: c.var.actor, teamId: c.req.param('teamId') });
        return c.body(null, 204);
      })
      .get('/api/admin/teams/:teamId/candidates', allow.roles('admin'), async (c) =>
        c.json(await listRosterCandidates({ db, actor: c.var.actor, teamId: c.req.param('teamId'), query: queryParams(c, rosterCandidatesQuerySchema) })),
      )
      .post('/api/admin/teams/:teamId/roster', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, addRosterPlayerInputSchema);
        return c.json(await addRosterPlayer({ db, actor: c.var.actor, teamId: c.req.param('teamId'), input }), 201);
      })
      .patch('/api/admin/teams/:teamId/roster/:playerId', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, updateRosterMemberInputSchema);
        return c.json(
          await updateRosterMember({ db, actor: c.var.actor, teamId: c.req.param('teamId'), playerId: c.req.param('playerId'), input }),
        );
      })
      .delete('/api/admin/teams/:teamId/roster/:playerId', allow.roles('admin'), async (c) =>
        c.json(await removeRosterPlayer({ db, actor: c.var.actor, teamId: c.req.param('teamId'), playerId: c.req.param('playerId') })),
      )
  );
}
