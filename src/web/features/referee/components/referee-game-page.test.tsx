import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent, GameWithEvents } from '../../../../shared/api/games';
import type { RefereeGame } from '../../../../shared/api/referee';
import { errorBody, fakeApi, type FakeHandlers, reply } from '../../../test/fake-api';
import { eventFixture, gameFixture } from '../../../test/game-fixture';
import { renderWithProviders } from '../../../test/render-with-providers';
import { refereeQueue } from '../offline-queue';
import { useRefereeQueue } from '../use-write-queue';
import { RefereeGamePage } from './referee-game-page';

// Other work changes how the page shows the match minute: these tests leave the minute alone
// and hold to what a referee does (tap, choose, save) and what reaches the server.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const GAME_ID = id(1);
const REFEREE_ID = id(5);
const LIONS = { id: id(11), name: 'Lions' };
const TIGERS = { id: id(12), name: 'Tigers' };
const ANA = { id: id(21), name: 'Ana Diaz', jersey_number: 9, suspended: false, suspension_games_left: 0, is_substitute: false };

function event(n: number, fields: Partial<GameEvent> & Pick<GameEvent, 'type'>): GameEvent {
  return eventFixture({ id: id(100 + n), minute: 0, ...fields });
}

const kickedOff = (fields: Partial<GameWithEvents> = {}) =>
  gameFixture({ id: GAME_ID, home_team: LIONS, away_team: TIGERS, events: [event(1, { type: 'kick_off' })], ...fields });

function refereeGame(game: GameWithEvents): RefereeGame {
  return { game, mode: 'referee', may_change_final: false, home_roster: [ANA], away_roster: [], referee_name: 'Rui Ref', has_report: false };
}

function openGame(handlers: FakeHandlers) {
  const api = fakeApi({
    'GET /api/games/:gameId/report': () => ({ game_id: GAME_ID, notes: '', incidents: '', submitted_by: null, updated_at: null }),
    // The queue sends a write only for the account that made it (decision 037): it asks first.
    'GET /api/auth/get-session': () => ({
      user: { id: REFEREE_ID, name: 'Rui Ref', email: 'rui@example.com' },
      session: { id: 'session', userId: REFEREE_ID, expiresAt: '2100-01-01T00:00:00.000Z' },
    }),
    ...handlers,
  });
  return renderWithProviders(
    <>
      <RefereeGamePage gameId={GAME_ID} />
      <QueueSender />
    </>,
    { viewer: { role: 'referee', user: { id: REFEREE_ID } }, api },
  );
}

/** What the app's layout mounts for a signed-in referee (queued-write-senders.tsx): the page itself sends nothing (decision 058). */
function QueueSender() {
  useRefereeQueue(REFEREE_ID);
  return null;
}

describe("the referee's game page", () => {
  // The phone's queue lives on in the module: each test starts from the (emptied) storage.
  beforeEach(() => refereeQueue.reload());

  it('sends a goal recorded in the dialog, with its own key, and shows the score the server answers', async () => {
    const scored = kickedOff({
      home_score: 1,
      revision: 2,
      events: [event(1, { type: 'kick_off' }), event(2, { type: 'goal', minute: 10, team_id: LIONS.id, player: { id: ANA.id, name: ANA.name } })],
    });
    const { user, api } = openGame({
      'GET /api/referee/games/:gameId': () => refereeGame(kickedOff()),
      'POST /api/games/:gameId/events': () => reply(201, { event_id: id(102), game: scored }),
    });
    expect(await screen.findByRole('heading', { name: 'Lions vs Tigers' })).toBeTruthy();
    expect(screen.getByTestId('score').textContent).toBe('0 – 0');

    await user.click(screen.getByRole('button', { name: 'Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Goal' });
    await user.click(within(dialog).getByRole('radio', { name: 'Lions' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Scorer' }), '#9 Ana Diaz');
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));

    await waitFor(() => expect(screen.getByTestId('score').textContent).toBe('1 – 0'));
    const [sent] = api.sent('POST /api/games/:gameId/events');
    expect(sent?.params).toEqual({ gameId: GAME_ID });
    expect(sent?.body).toMatchObject({
      type: 'goal',
      team_id: LIONS.id,
      player_id: ANA.id,
      assist_player_id: null,
      client_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    });
    expect(screen.queryByRole('dialog', { name: 'Goal' })).toBeNull();
  });

  it('says when a goal was refused, in the title the referee reads first', async () => {
    const { user } = openGame({
      'GET /api/referee/games/:gameId': () => refereeGame(kickedOff()),
      'POST /api/games/:gameId/events': () => reply(409, errorBody('CONFLICT', 'The game has ended.')),
    });
    await user.click(await screen.findByRole('button', { name: 'Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Goal' });
    await user.click(within(dialog).getByRole('radio', { name: 'Lions' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Scorer' }), '#9 Ana Diaz');
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));

    expect(await screen.findByText('Goal not recorded')).toBeTruthy();
    expect(screen.getByText('The game has ended.')).toBeTruthy();
    expect(screen.getByTestId('score').textContent).toBe('0 – 0');
  });

  it("tells a referee who is not this game's that it is not theirs", async () => {
    openGame({ 'GET /api/referee/games/:gameId': () => reply(403, errorBody('FORBIDDEN', 'Forbidden.')) });
    expect(await screen.findByText('Not your game')).toBeTruthy();
    expect(screen.getByText('You are not the referee of this game.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Goal' })).toBeNull();
  });
});
