import { Avatar } from '@mantine/core';
import { initialsOf } from '../../../lib/identity';

/** The player's photo, or initials; the name is written next to it, so the image is decorative. */
export function PlayerAvatar({ name, photoUrl, size = 40 }: { name: string; photoUrl: string | null; size?: number | 'xl' }) {
  return (
    <Avatar src={photoUrl} alt="" size={size} radius="50%" color="blue">
      {initialsOf(name)}
    </Avatar>
  );
}
