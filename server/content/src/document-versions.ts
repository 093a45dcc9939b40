/**
 * Schema versions of stored documents, and the migrations between them (as tldraw migrates a
 * stored snapshot when it loads it). A document is stored step by step — draft rows, the
 * published copy, revisions — so the version travels with each step, under `schemaVersion`:
 * a publish copies steps of any version as they are, and a restore of an old revision brings
 * its old steps back. A step without the key was stored before versions existed: version 1.
 *
 * - Reading upgrades: every reader of stored steps (the document's `readSteps`, the content
 *   store's draft reads, `upgradeDocument` for the published copy and revisions) runs the
 *   migrations above the step's version and leaves the key out, so nobody past the store ever
 *   sees an old shape or the key.
 * - Writing stamps: steps written to the store are of the current shape (the kind's rules
 *   parsed them, or they were upgraded), and get the current version.
 * - A step of a newer version than this code knows (a rolling deploy: a newer server wrote it)
 *   is read as it is; the document's parser keeps what it understands.
 *
 * A migration changes one step (pure: no I/O, no clock), and must accept every step its
 * version allowed. SQL that reads a field of stored steps (`backgroundUrl` for thumbnails,
 * `layers[].id` for patch planning, a path's `dueDate`) pins that field: a migration that
 * renames or moves one also rewrites the stored rows in a Prisma migration.
 */

export const SCHEMA_VERSION_KEY = 'schemaVersion';

type StepObject = Record<string, unknown>;

export type StepMigration = {
  /** The version this migration produces (2 for the first). */
  to: number;
  /** What changed, for people reading the list. */
  description: string;
  up(step: StepObject): StepObject;
};

export type DocumentVersions = {
  /** The version steps are written with: 1 + the number of migrations. */
  current: number;
  migrations: readonly StepMigration[];
};

const isObject = (v: unknown): v is StepObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A document's versions from its migrations, which must produce 2, 3, 4… in order. */
export function documentVersions(migrations: readonly StepMigration[]): DocumentVersions {
  migrations.forEach((m, i) => {
    if (m.to !== i + 2) throw new Error(`Migration "${m.description}" produces version ${m.to}; it must produce ${i + 2} (migrations go 2, 3, 4… in order).`);
  });
  return { current: migrations.length + 1, migrations };
}

/** The version a stored step was written with (1 when it has none, or none that makes sense). */
export function storedVersion(step: unknown): number {
  const v = isObject(step) ? step[SCHEMA_VERSION_KEY] : undefined;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
}

/** One stored step in the current shape, without the version key. Anything but an object is returned as it is (the parsers drop it). */
export function upgradeStep(versions: DocumentVersions, raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  const from = storedVersion(raw);
  const { [SCHEMA_VERSION_KEY]: _version, ...step } = raw;
  let out: StepObject = step;
  for (const m of versions.migrations) if (m.to > from) out = m.up(out);
  return out;
}

/** Stored steps (a draft, a published copy, a revision) in the current shape; anything but a list is an empty document. */
export function upgradeSteps(versions: DocumentVersions, data: unknown): unknown[] {
  return Array.isArray(data) ? data.map((s) => upgradeStep(versions, s)) : [];
}

/** A step of the current shape as it is stored: with the current version. */
export function stampStep<T extends object>(versions: DocumentVersions, step: T): T & { [SCHEMA_VERSION_KEY]: number } {
  return { ...step, [SCHEMA_VERSION_KEY]: versions.current };
}
