/**
 * Copies every file of one store into another (the disk store into a bucket, when a deployment
 * moves to S3): `npm run storage:copy-to-bucket`. Idempotent and resumable: a file the target
 * already has at the same size is skipped, a put is all or nothing (a run cut short leaves no
 * half file, only files still to copy), so running it again finishes the job and a finished
 * job's rerun copies nothing. The database needs no change: keys stay the same.
 */
import type { FileStorage } from './storage.js';

export type CopyReport = { copied: number; skipped: number; bytes: number };

export async function copyStore(
  source: FileStorage,
  target: FileStorage,
  onFile: (key: string, done: 'copied' | 'skipped') => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0 };
  for await (const { key, size } of source.list()) {
    const there = await target.has(key);
    if (there?.size === size) {
      report.skipped++;
      onFile(key, 'skipped');
      continue;
    }
    const file = await source.open(key);
    if (!file) continue; // removed since it was listed
    await target.putAt(key, file);
    report.copied++;
    report.bytes += size;
    onFile(key, 'copied');
  }
  return report;
}
