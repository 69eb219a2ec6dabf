import { and, desc, eq } from 'drizzle-orm';
import type { TeamNote, TeamNotes } from '../../../shared/api/captain';
import { CAPTAIN_MESSAGES } from '../../../shared/captain';
import type { CreateTeamNoteInput, UpdateTeamNoteInput } from '../../../shared/schemas/captain';
import { assertCaptainOfTeam } from '../../core/team-access/index';
import type { Database } from '../../db/client';
import { teamNotes, users } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { withStatus } from '../../http/api-route';

type NoteRow = typeof teamNotes.$inferSelect;

/**
 * /captain/notes (decision 076): private notes of a team's captains and co-captains (admins
 * too). Everyone who leads the team reads them; only the author edits; the author, another
 * captain of the team or an admin deletes. Not audited: they are the captains' own jottings.
 */
async function noteAnswer(db: Database, actor: Actor, note: NoteRow): Promise<TeamNote> {
  const [author] = note.authorUserId ? await db.select({ name: users.name }).from(users).where(eq(users.id, note.authorUserId)) : [];
  return {
    id: note.id,
    body: note.body,
    author_name: author?.name ?? null,
    mine: note.authorUserId === actor.userId,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
}

export async function listTeamNotes(db: Database, actor: Actor, teamId: string): Promise<TeamNotes> {
  await assertCaptainOfTeam(db, actor, teamId);
  const rows = await db
    .select({ note: teamNotes, authorName: users.name })
    .from(teamNotes)
    .leftJoin(users, eq(users.id, teamNotes.authorUserId))
    .where(eq(teamNotes.teamId, teamId))
    .orderBy(desc(teamNotes.createdAt), desc(teamNotes.id));
  return {
    items: rows.map(({ note, authorName }) => ({
      id: note.id,
      body: note.body,
      author_name: authorName,
      mine: note.authorUserId === actor.userId,
      created_at: note.createdAt.toISOString(),
      updated_at: note.updatedAt.toISOString(),
    })),
  };
}

/** 201 with the note; the same client key again answers 200 with the note it made. */
export async function createTeamNote(db: Database, actor: Actor, teamId: string, input: CreateTeamNoteInput) {
  await assertCaptainOfTeam(db, actor, teamId);
  const [created] = await db
    .insert(teamNotes)
    .values({ teamId, authorUserId: actor.userId, body: input.body, clientKey: input.client_key })
    .onConflictDoNothing()
    .returning();
  if (created) return withStatus(201, await noteAnswer(db, actor, created));
  const [earlier] = await db
    .select()
    .from(teamNotes)
    .where(and(eq(teamNotes.teamId, teamId), eq(teamNotes.authorUserId, actor.userId), eq(teamNotes.clientKey, input.client_key)));
  if (!earlier) throw notFound('That note');
  return withStatus(200, await noteAnswer(db, actor, earlier));
}

async function noteOfTeam(db: Database, teamId: string, noteId: string): Promise<NoteRow> {
  const [note] = await db
    .select()
    .from(teamNotes)
    .where(and(eq(teamNotes.id, noteId), eq(teamNotes.teamId, teamId)));
  if (!note) throw notFound('That note');
  return note;
}

export async function updateTeamNote(db: Database, actor: Actor, teamId: string, noteId: string, input: UpdateTeamNoteInput): Promise<TeamNote> {
  await assertCaptainOfTeam(db, actor, teamId);
  const note = await noteOfTeam(db, teamId, noteId);
  if (note.authorUserId !== actor.userId) throw new AppError('FORBIDDEN', CAPTAIN_MESSAGES.noteNotYours);
  const [after] = await db.update(teamNotes).set({ body: input.body, updatedAt: new Date() }).where(eq(teamNotes.id, noteId)).returning();
  return noteAnswer(db, actor, after ?? note);
}

/** Deleting twice is fine: the second answer is the same 204. */
export async function deleteTeamNote(db: Database, actor: Actor, teamId: string, noteId: string): Promise<void> {
  await assertCaptainOfTeam(db, actor, teamId);
  await db.delete(teamNotes).where(and(eq(teamNotes.id, noteId), eq(teamNotes.teamId, teamId)));
}
