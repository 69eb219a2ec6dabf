import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { contentTypeOfKey, isValidKey, type ObjectStorage } from './storage';

export interface MoveReport {
  copied: number;
  /** Already in the bucket (an earlier run, or uploaded there since). */
  skipped: number;
  /** Files that are not stored objects (a half-written `.partial`, a stray file): left alone. */
  ignored: string[];
}

/**
 * Copies every object of the local directory into the bucket, through the same storage code
 * the app uses (decision 085). Re-running skips what the bucket has, so an interrupted run is
 * finished by running it again. Local files stay: delete them once the app serves from the bucket.
 */
export async function moveLocalFilesToBucket(options: { directory: string; local: ObjectStorage; bucket: ObjectStorage }): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, skipped: 0, ignored: [] };
  for (const key of await filesUnder(options.directory)) {
    const contentType = contentTypeOfKey(key);
    if (!isValidKey(key) || !contentType) {
      report.ignored.push(key);
      continue;
    }
    if (await options.bucket.exists(key)) {
      report.skipped += 1;
      continue;
    }
    const object = await options.local.read(key);
    if (!object) continue; // removed while we ran
    await options.bucket.put(key, object.bytes, object.contentType);
    report.copied += 1;
  }
  return report;
}

/** Slash-separated paths of every file below the directory; none when it does not exist. */
async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
