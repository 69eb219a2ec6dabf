// `npm run storage:move-to-bucket`: copies the photos under DATA_DIR/uploads into the S3_BUCKET
// the app is configured with (decision 085). Safe to run again: what the bucket has is skipped.
import { readEnv } from '../src/server/env';
import { moveLocalFilesToBucket } from '../src/server/storage/move-to-bucket';
import { createBucketPhotoStorage, createLocalPhotoStorage, localPhotoDirectory } from '../src/server/storage/photo-storage';

const env = readEnv();
// Only the keys matter here; the public address is never used.
const baseUrl = env.BASE_URL ?? 'http://localhost';
const bucket = createBucketPhotoStorage(env, baseUrl);
if (!bucket) {
  console.error('S3_BUCKET is not set: configure the bucket (README, Configuration) and run again.');
  process.exit(1);
}
const directory = localPhotoDirectory(env);
const report = await moveLocalFilesToBucket({ directory, local: createLocalPhotoStorage(env, baseUrl), bucket });
console.log(`From ${directory} to the bucket ${env.S3_BUCKET}: ${report.copied} copied, ${report.skipped} already there.`);
for (const name of report.ignored) console.log(`  left alone (not a stored photo): ${name}`);
