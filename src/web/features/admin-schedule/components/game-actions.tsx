import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { AdminScheduleGame } from '../../../../shared/api/admin-schedule';

export type GameAction = 'edit' | 'referee' | 'makeups' | 'postponed' | 'cancelled' | 'forfeit' | 'scheduled' | 'delete';

/** What an admin may do with a game in its status (the server checks the same). */
export function actionsFor(game: AdminScheduleGame): { action: GameAction; label: string; danger?: boolean }[] {
  const s = game.status;
  const movable = s === 'scheduled' || s === 'postponed';
  return [
    movable ? { action: 'edit' as const, label: 'Edit or move' } : null,
    s === 'postponed' ? { action: 'makeups' as const, label: 'Propose make-ups' } : null,
    { action: 'referee' as const, label: game.referee ? 'Change referee' : 'Assign referee' },
    s === 'scheduled' ? { action: 'postponed' as const, label: 'Postpone' } : null,
    movable ? { action: 'cancelled' as const, label: 'Cancel game' } : null,
    { action: 'forfeit' as const, label: 'Forfeit' },
    s === 'postponed' || s === 'cancelled' || s === 'forfeit' ? { action: 'scheduled' as const, label: 'Restore to scheduled' } : null,
    s === 'scheduled' && !game.has_events ? { action: 'delete' as const, label: 'Delete', danger: true } : null,
  ].filter((a) => a !== null);
}

export const gameTitle = (game: AdminScheduleGame) => `${game.home_team.name} v ${game.away_team.name}`;

/** The game's actions in one menu: a row or card stays one button wide on a phone. */
export function GameActions({ game, onAction }: { game: AdminScheduleGame; onAction: (action: GameAction, game: AdminScheduleGame) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" mih={44} rightSection={<IconChevronDown size={16} aria-hidden />} aria-label={`Actions for ${gameTitle(game)}`}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actionsFor(game).map(({ action, label, danger }) => (
          <Menu.Item key={action} mih={44} color={danger ? 'red' : undefined} onClick={() => onAction(action, game)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
