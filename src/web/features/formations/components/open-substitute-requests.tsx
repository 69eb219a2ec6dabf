import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ClaimableRequest } from '../../../../shared/api/lineups';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { useClaimSubstitute, useMySubstituteRequests } from '../api';

/** On /player/my-schedule (decision 080): substitute spots the player may claim, and the ones they claimed. */
export function OpenSubstituteRequests() {
  const query = useMySubstituteRequests();
  const claim = useClaimSubstitute();
  const timeZone = useLeagueTimeZone();
  const data = query.data;
  if (!data || (data.open.length === 0 && data.claimed.length === 0)) return null;
  const line = (item: ClaimableRequest) => (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Anchor component={Link} to={`/games/${item.game.id}`} inherit>
        {item.game.home_team.name} vs {item.game.away_team.name}
      </Anchor>{' '}
      · {formatGameDateTime(item.game.starts_at, { timeZone })}
      {item.request.note ? ` · ${item.request.note}` : ''}
    </Text>
  );
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="substitute-requests-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="substitute-requests-heading">
          Substitutes wanted
        </Title>
        {data.claimed.map((item) => (
          <Stack key={item.request.id} gap={2}>
            <Text size="sm" fw={600}>
              You are {item.request.team.name}'s substitute
            </Text>
            {line(item)}
          </Stack>
        ))}
        {data.open.length > 0 ? (
          <Stack component="ul" gap="sm" p={0} m={0}>
            {data.open.map((item) => (
              <Group component="li" key={item.request.id} justify="space-between" gap="xs" style={{ listStyle: 'none' }}>
                <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                  <Text size="sm" fw={600}>
                    {item.request.team.name} needs a substitute
                  </Text>
                  {line(item)}
                </Stack>
                <Button
                  aria-label={`Claim the substitute spot for ${item.request.team.name}`}
                  loading={claim.isPending && claim.variables === item.request.id}
                  onClick={() =>
                    claim.mutate(item.request.id, {
                      onSuccess: () => toast.success(`You are ${item.request.team.name}'s substitute. The captain has been told.`),
                      onError: (error) => toast.error(error.message, { title: 'Not claimed' }),
                    })
                  }
                >
                  Claim
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
