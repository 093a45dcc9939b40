/**
 * `npm run storage:copy-to-bucket`: copies DATA_DIR/uploads into the bucket named by the S3_
 * variables (copy-store.ts: safe to stop and run again). Then start the app with the same S3_
 * variables; the disk copy can be deleted once the app serves from the bucket.
 */
import { loadConfig } from '../config.js';
import { copyStore } from './copy-store.js';
import { createDiskStorage } from './disk-storage.js';
import { createS3Storage } from './s3-storage.js';

const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as your service needs) to say which bucket to copy into.');
  process.exit(2);
}
const source = createDiskStorage(config.uploadsDir);
const target = createS3Storage(config.s3);
try {
  await target.ping();
  console.log(`Copying ${config.uploadsDir} into the bucket ${config.s3.bucket}…`);
  const report = await copyStore(source, target, (key, done) => {
    if (done === 'copied') console.log(`  ${key}`);
  });
  console.log(`Done: ${report.copied} copied (${(report.bytes / 1_048_576).toFixed(1)} MB), ${report.skipped} already there.`);
} catch (err) {
  console.error(`Stopped: ${err instanceof Error ? err.message : err}. Run the command again to go on where it stopped.`);
  process.exitCode = 1;
} finally {
  await target.close();
}
