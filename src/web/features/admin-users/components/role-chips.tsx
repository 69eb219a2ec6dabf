import { Badge, Group } from '@mantine/core';
import type { Role } from '../../../../shared/roles';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  captain: 'Captain',
  statistician: 'Statistician',
  referee: 'Referee',
  player: 'Player',
};

const COLORS: Record<Role, string> = { admin: 'red', captain: 'blue', statistician: 'grape', referee: 'orange', player: 'gray' };

export function RoleChips({ roles, disabled }: { roles: Role[]; disabled: boolean }) {
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role} variant="light" color={COLORS[role]}>
          {ROLE_LABELS[role]}
        </Badge>
      ))}
      {disabled ? (
        <Badge variant="filled" color="gray.7">
          Disabled
        </Badge>
      ) : null}
    </Group>
  );
}
