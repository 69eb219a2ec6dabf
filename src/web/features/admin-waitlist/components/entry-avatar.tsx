import { Avatar } from '@mantine/core';
import { initialsOf } from '../../../lib/identity';

/** The entry's photo, or initials; the name is said next to it, so the image is decorative. */
export function EntryAvatar({ name, photoUrl, size = 40 }: { name: string; photoUrl: string | null; size?: number }) {
  return (
    <Avatar src={photoUrl} alt="" size={size} radius="xl" color="blue">
      {initialsOf(name)}
    </Avatar>
  );
}
