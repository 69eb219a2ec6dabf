import { z } from 'zod';
import {
  divisionDraftsSchema,
  draftBoardSchema,
  draftListSchema,
  draftQueueSchema,
  draftStreamEventSchema,
  undoPreviewSchema,
} from '../../../shared/api/drafts';
import { draftChannel } from '../../../shared/drafts';
import { createDraftInputSchema, makePickInputSchema, saveDraftQueueInputSchema, undoPickInputSchema } from '../../../shared/schemas/drafts';
import { draftPickResultSchema } from '../../../shared/api/drafts';
import type { Database } from '../../db/client';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, eventStream, pathIds } from '../../http/api-route';
import type { Actor, AppDeps } from '../../http/context';
import { optionalParam } from '../../http/list-query';
import { lastEventIdOf, realtimeEventStream } from '../../realtime/index';
import { draftViewerOf } from './draft-access';
import { completeDraft, pauseDraft, resumeDraft, startDraft, undoLastPick, undoPreview } from './draft-control.service';
import { isConflict, makePick, settleExpiredClock } from './draft-picks.service';
import { getDraftQueue, saveDraftQueue } from './draft-queue.service';
import { buildBoard, DRAFT_NOT_FOUND, loadDraft } from './draft-read';
import { createDraft, divisionDrafts, listDrafts } from './draft-setup.service';

const ADMIN = access.roles('admin');
const WATCHERS = access.roles('captain', 'admin');
const draftParams = pathIds('draftId');
const AFTER = 'after must be a message id (a whole number, 0 or more).';
const streamQuery = z.object({ after: optionalParam(z.coerce.number(AFTER).int(AFTER).min(0, AFTER).max(Number.MAX_SAFE_INTEGER, AFTER)) });
const WHO = 'Admins, and the captains and co-captains of the draft’s teams; another captain gets 403. A 409 carries the current board in `error.detail`.';

async function boardFor(db: Database, actor: Actor | null, draftId: string) {
  await loadDraft(db, draftId);
  const viewer = await draftViewerOf(db, actor, draftId);
  return buildBoard(db, draftId, viewer);
}

/** A refused step (409) answers with the board as it is now, so the caller sees what happened (decision 081). */
async function withBoardOn409<T>(db: Database, actor: Actor | null, draftId: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isConflict(error)) error.detail = await boardFor(db, actor, draftId);
    throw error;
  }
}

/** Live drafts (issue 24, decision 081). */
export function draftsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const adminStep = <const P extends string>(path: P, summary: string, run: (actor: Actor | null, draftId: string) => Promise<void>) =>
    apiRoute(
      { method: 'post', path, summary, access: ADMIN, params: draftParams, notFound: DRAFT_NOT_FOUND, response: draftBoardSchema, errors: [409] },
      async ({ actor, params }) => {
        await withBoardOn409(db, actor, params.draftId, () => run(actor, params.draftId));
        return boardFor(db, actor, params.draftId);
      },
    );
  return apiRoutes('Drafts', [
    apiRoute(
      {
        method: 'get',
        path: '/api/drafts',
        summary: 'Drafts: every one for admins, the drafts of their teams for captains',
        access: WATCHERS,
        response: draftListSchema,
      },
      async ({ actor }) => listDrafts(db, actor),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/seasons/:seasonId/divisions/:divisionId/drafts',
        summary: "A season and division's drafts, teams and draft pool (admins)",
        access: ADMIN,
        params: pathIds('seasonId', 'divisionId'),
        notFound: 'That season',
        response: divisionDraftsSchema,
      },
      async ({ params }) => divisionDrafts(db, params.seasonId, params.divisionId),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/seasons/:seasonId/divisions/:divisionId/drafts',
        summary: 'Creates a draft: snake or linear, rounds, team order given or drawn, keepers, optional pick clock (admins)',
        access: ADMIN,
        params: pathIds('seasonId', 'divisionId'),
        notFound: 'That season',
        body: createDraftInputSchema,
        response: draftBoardSchema,
        status: 201,
      },
      async ({ actor, params, body }) => {
        const id = await createDraft(db, actor, params.seasonId, params.divisionId, body);
        return boardFor(db, actor, id);
      },
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/drafts/:draftId/board',
        summary: "The live board: the clock, the picks, the pool, and the server's time for the countdown",
        description: `A clock that ran out (grace included) is settled by the server before it answers. ${WHO}`,
        access: WATCHERS,
        params: draftParams,
        notFound: DRAFT_NOT_FOUND,
        response: draftBoardSchema,
        errors: [403],
      },
      async ({ actor, params }) => {
        await settleExpiredClock(db, params.draftId);
        return boardFor(db, actor, params.draftId);
      },
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/drafts/:draftId/stream',
        summary: 'The draft as it happens (server-sent events): each pick with the new clock, or a change to reload the board',
        description: `Open it with \`after\` (the board's \`last_event_id\`); a reconnecting EventSource sends \`Last-Event-ID\`. ${WHO}`,
        access: WATCHERS,
        params: draftParams,
        notFound: DRAFT_NOT_FOUND,
        query: streamQuery,
        response: eventStream(draftStreamEventSchema),
        errors: [403, 429],
      },
      async ({ c, actor, params, query }) => {
        await loadDraft(db, params.draftId);
        await draftViewerOf(db, actor, params.draftId);
        return realtimeEventStream(c, deps.realtime, draftChannel(params.draftId), lastEventIdOf(c) ?? query.after);
      },
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/drafts/:draftId/picks',
        summary: 'Picks a player for the team on the clock: its captain, or an admin for any team',
        description: `Two picks at once: exactly one is stored, the other gets 409 with the board. ${WHO}`,
        access: WATCHERS,
        params: draftParams,
        notFound: DRAFT_NOT_FOUND,
        body: makePickInputSchema,
        response: draftPickResultSchema,
        status: 201,
        errors: [403, 409],
      },
      async ({ actor, params, body }) => withBoardOn409(db, actor, params.draftId, () => makePick({ db, actor, draftId: params.draftId, input: body })),
    ),
    adminStep('/api/drafts/:draftId/start', 'Starts a draft in setup: the first open pick is on the clock (admins)', (actor, id) => startDraft(db, actor, id)),
    adminStep('/api/drafts/:draftId/pause', 'Pauses a running draft: the clock keeps what is left (admins)', (actor, id) => pauseDraft(db, actor, id)),
    adminStep('/api/drafts/:draftId/resume', 'Resumes a paused draft with the time that was left (admins)', (actor, id) => resumeDraft(db, actor, id)),
    adminStep(
      '/api/drafts/:draftId/complete',
      'Completes a draft whose picks are all in: every pick joins its team’s roster, in one transaction (admins)',
      (actor, id) => completeDraft(db, actor, id),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/drafts/:draftId/undo-preview',
        summary: 'What an undo would revert: the last pick (admins)',
        access: ADMIN,
        params: draftParams,
        notFound: DRAFT_NOT_FOUND,
        response: undoPreviewSchema,
      },
      async ({ params }) => undoPreview(db, params.draftId),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/drafts/:draftId/undo',
        summary: 'Undoes the last pick the preview showed: the player goes back to the pool, that team is on the clock again (admins)',
        access: ADMIN,
        params: draftParams,
        notFound: DRAFT_NOT_FOUND,
        body: undoPickInputSchema,
        response: draftBoardSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => {
        await withBoardOn409(db, actor, params.draftId, () => undoLastPick(db, actor, params.draftId, body.pick_number));
        return boardFor(db, actor, params.draftId);
      },
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/drafts/:draftId/teams/:teamId/queue',
        summary: "A team's ranked queue for the draft: what the clock picks from (its captains and admins)",
        access: WATCHERS,
        params: pathIds('draftId', 'teamId'),
        notFound: DRAFT_NOT_FOUND,
        response: draftQueueSchema,
        errors: [403],
      },
      async ({ actor, params }) => getDraftQueue(db, actor, params.draftId, params.teamId),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/drafts/:draftId/teams/:teamId/queue',
        summary: "Replaces a team's ranked queue, before or during the draft (its captains and admins)",
        access: WATCHERS,
        params: pathIds('draftId', 'teamId'),
        notFound: DRAFT_NOT_FOUND,
        body: saveDraftQueueInputSchema,
        response: draftQueueSchema,
        errors: [403],
      },
      async ({ actor, params, body }) => saveDraftQueue(db, actor, params.draftId, params.teamId, body),
    ),
  ]);
}
