import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A message as its recipient got it, secrets included. */
export interface DroppedMessage {
  /** The outbox row's id. */
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
}

export interface MailDrop {
  write(message: DroppedMessage): Promise<void>;
}

/**
 * Development and tests only (MAIL_DROP_DIR, refused in production): with no provider, each
 * message is written in full to a file of its own here, in place of an inbox, since neither
 * the outbox nor the log keeps its secrets (issue 19). The journeys read reset links and codes
 *  from here, as the recipient would from theirs (decision 053).
 */
export function createMailDrop(directory: string): MailDrop {
  return {
    async write(message) {
      await mkdir(directory, { recursive: true });
      const name = `${String(message.id).padStart(12, '0')}.json`;
      // Written aside and renamed: a reader never sees half a message.
      await writeFile(join(directory, `${name}.tmp`), JSON.stringify(message));
      await rename(join(directory, `${name}.tmp`), join(directory, name));
    },
  };
}

/** The drop directory inside a data directory: development's default and the tests' own. */
export const mailDropDirIn = (dataDir: string) => join(dataDir, 'mail');

/** Every message in a drop directory, newest first; none when it does not exist yet. */
export async function readMailDrop(directory: string): Promise<DroppedMessage[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const files = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse();
  return Promise.all(files.map(async (n) => JSON.parse(await readFile(join(directory, n), 'utf8')) as DroppedMessage));
}
