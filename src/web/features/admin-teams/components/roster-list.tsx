import { Avatar, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { RosterMember } from '../../../../shared/api/teams';
import { initialsOf } from '../../../lib/identity';
import { JerseyInput, RemoveMemberButton, RoleSelect } from './member-controls';

interface RosterListProps {
  teamId: string;
  teamName: string;
  roster: RosterMember[];
}

/** The photo, or initials; the name is written next to it, so the image is decorative. */
function MemberAvatar({ member }: { member: RosterMember }) {
  return (
    <Avatar src={member.photo_url} alt="" size={40} radius="xl" color="blue">
      {initialsOf(member.full_name)}
    </Avatar>
  );
}

// Keyed by the saved number: a save (or another admin's) resets the field to what is stored.
const jerseyKey = (m: RosterMember) => `${m.player_id}:${m.jersey_number ?? ''}`;

/** From 768 px: a table with the controls in its cells. */
export function RosterTable({ teamId, teamName, roster }: RosterListProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Player</Table.Th>
            <Table.Th>Jersey</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roster.map((member) => (
            <Table.Tr key={member.player_id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <MemberAvatar member={member} />
                  <Text fw={600}>{member.full_name}</Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <JerseyInput key={jerseyKey(member)} teamId={teamId} member={member} withLabel={false} />
              </Table.Td>
              <Table.Td>
                <RoleSelect teamId={teamId} member={member} withLabel={false} />
              </Table.Td>
              <Table.Td ta="right">
                <RemoveMemberButton teamId={teamId} teamName={teamName} member={member} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Below 768 px: one card per player. */
export function RosterCards({ teamId, teamName, roster }: RosterListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {roster.map((member) => (
        <Paper component="li" key={member.player_id} withBorder p="sm" radius="md" style={{ listStyle: 'none' }}>
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <MemberAvatar member={member} />
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {member.full_name}
                </Text>
              </Group>
              <RemoveMemberButton teamId={teamId} teamName={teamName} member={member} />
            </Group>
            <Group gap="sm" align="flex-start">
              <JerseyInput key={jerseyKey(member)} teamId={teamId} member={member} withLabel />
              <RoleSelect teamId={teamId} member={member} withLabel />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
