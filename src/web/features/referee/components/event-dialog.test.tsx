import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../../../shared/api/games';
import type { RosterPlayer } from '../../../../shared/api/referee';
import { fillIn } from '../../../test/fill-in';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EventDialog, type EventDialogIntent } from './event-dialog';

// Row ids are UUIDs: the dialog checks its body with the shared schema, which refuses others.
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const home = { id: id(1), name: 'Lions' };
const away = { id: id(2), name: 'Tigers' };
const player = (n: number, name: string, jersey: number | null, suspended = false): RosterPlayer => ({
  id: id(n),
  name,
  jersey_number: jersey,
  suspended,
  suspension_games_left: suspended ? 1 : 0,
  is_substitute: false,
});
const ana = player(11, 'Ana Diaz', 9);
const ben = player(12, 'Ben Roy', null);
const cy = player(21, 'Cy Lee', 4, true);

function openDialog(intent: EventDialogIntent) {
  const onSave = vi.fn();
  const view = renderWithProviders(
    <EventDialog intent={intent} home={home} away={away} homeRoster={[ana, ben]} awayRoster={[cy]} suggestedMinute={12} onSave={onSave} onClose={vi.fn()} />,
  );
  return { ...view, onSave };
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the event dialog', () => {
  it('refuses a goal without a team or scorer, in the shared messages, and sends nothing', async () => {
    const { user, onSave } = openDialog({ mode: 'record', type: 'goal' });
    const dialog = await screen.findByRole('dialog', { name: 'Goal' });
    // No team yet: nobody to pick.
    expect(within(dialog).getByRole('combobox', { name: 'Scorer' })).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));

    expect(within(dialog).getByText("Choose one of the game's two teams.")).toBeTruthy();
    expect(within(dialog).getByText('Choose the scorer.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('records a goal with the team, the scorer, another player as the assist and the suggested minute', async () => {
    const { user, onSave } = openDialog({ mode: 'record', type: 'goal' });
    const dialog = await screen.findByRole('dialog', { name: 'Goal' });

    await user.click(within(dialog).getByRole('radio', { name: 'Lions' }));
    const scorer = within(dialog).getByRole('combobox', { name: 'Scorer' });
    expect(optionLabels(scorer)).toEqual(['Choose the player', '#9 Ana Diaz', 'Ben Roy']);
    await user.selectOptions(scorer, '#9 Ana Diaz');
    // The scorer cannot also be the assist.
    const assist = within(dialog).getByRole('combobox', { name: 'Assist (optional)' });
    expect(optionLabels(assist)).toEqual(['No assist', 'Ben Roy']);
    await user.selectOptions(assist, 'Ben Roy');
    expect(within(dialog).getByRole('textbox', { name: 'Minute' })).toHaveProperty('value', '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));

    expect(onSave).toHaveBeenCalledWith({
      mode: 'record',
      body: { type: 'goal', minute: 12, team_id: home.id, player_id: ana.id, assist_player_id: ben.id },
    });
  });

  it('records an own goal for one team as scored by a player of the other, without an assist', async () => {
    const { user, onSave } = openDialog({ mode: 'record', type: 'goal' });
    const dialog = await screen.findByRole('dialog', { name: 'Goal' });

    await user.click(within(dialog).getByRole('switch', { name: 'Own goal (scored by a player of the other team)' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Lions' }));
    // The player comes from the Tigers; a suspended one is marked so.
    const scorer = within(dialog).getByRole('combobox', { name: 'Player' });
    expect(optionLabels(scorer)).toEqual(['Choose the player', '#4 Cy Lee (suspended)']);
    expect(within(dialog).queryByRole('combobox', { name: 'Assist (optional)' })).toBeNull();
    await user.selectOptions(scorer, '#4 Cy Lee (suspended)');
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));

    expect(onSave).toHaveBeenCalledWith({
      mode: 'record',
      body: { type: 'own_goal', minute: 12, team_id: away.id, player_id: cy.id, assist_player_id: null },
    });
  });

  it('records a card for a team and one of its players', async () => {
    const { user, onSave } = openDialog({ mode: 'record', type: 'yellow_card' });
    const dialog = await screen.findByRole('dialog', { name: 'Yellow card' });

    await user.click(within(dialog).getByRole('radio', { name: 'Tigers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save yellow card' }));
    expect(within(dialog).getByText('Choose the player.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Player' }), '#4 Cy Lee (suspended)');
    await user.click(within(dialog).getByRole('button', { name: 'Save yellow card' }));

    expect(onSave).toHaveBeenCalledWith({
      mode: 'record',
      body: { type: 'yellow_card', minute: 12, team_id: away.id, player_id: cy.id, assist_player_id: null },
    });
  });

  it('asks for the text of a note', async () => {
    const { user, onSave } = openDialog({ mode: 'record', type: 'note' });
    const dialog = await screen.findByRole('dialog', { name: 'Note' });

    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(within(dialog).getByText('Write the note (1 to 500 characters).')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Note' }), 'Pitch is wet');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(onSave).toHaveBeenCalledWith({ mode: 'record', body: { type: 'note', minute: 12, note: 'Pitch is wet' } });
  });

  it('corrects a recorded goal only with a reason, starting from what was recorded', async () => {
    const recorded: GameEvent = {
      id: id(100),
      type: 'goal',
      minute: 30,
      team_id: home.id,
      player: { id: ana.id, name: ana.name },
      assist: null,
      note: '',
      correction_reason: null,
      created_at: '2026-11-25T18:30:00.000Z',
    };
    const { user, onSave } = openDialog({ mode: 'correct', event: recorded });
    const dialog = await screen.findByRole('dialog', { name: 'Correct goal' });
    expect(within(dialog).getByRole('radio', { name: 'Lions', checked: true })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Scorer' })).toHaveProperty('value', ana.id);
    // A correction keeps the kind of event: no own-goal switch.
    expect(within(dialog).queryByRole('switch')).toBeNull();

    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Minute' }), '31');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByText('Give a reason (1 to 500 characters).')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Reason for the correction' }), 'Wrong minute');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(onSave).toHaveBeenCalledWith({
      mode: 'correct',
      body: { minute: 31, team_id: home.id, player_id: ana.id, assist_player_id: null, reason: 'Wrong minute' },
    });
  });
});
