import { Text } from '@mantine/core';
import { useMyLineup } from '../api';

/** On the game page: where the signed-in player stands in their team's saved lineup (decision 079). */
export function MyGamePosition({ gameId, signedIn }: { gameId: string; signedIn: boolean }) {
  const query = useMyLineup(gameId, signedIn);
  const lineup = query.data;
  if (!lineup?.team || !lineup.formation) return null;
  return (
    <Text fw={600}>
      {lineup.my_position
        ? `Your position for ${lineup.team.name}: ${lineup.my_position}`
        : `${lineup.team.name} plays ${lineup.formation}; you are not in the lineup yet.`}
      {lineup.my_position ? ` (${lineup.formation})` : ''}
    </Text>
  );
}
