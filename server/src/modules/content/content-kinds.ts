/**
 * The documents the content module edits, stores and publishes. Each document module describes
 * its document (validation, defaults, typed read model) as a `ContentKind`; this table is where
 * they register, one row per document of @learnhub/content (the compiler refuses a document
 * without one). A material kind stores the document its definition names (`KINDS[kind].document`).
 */
import { type DocumentName, KINDS } from '@learnhub/content';
import type { MaterialKind } from '../../generated/prisma/enums.js';
import { packageKind } from '../packages/index.js';
import { pathKind } from '../paths/index.js';
import { walkthroughKind } from '../walkthroughs/index.js';

/** What the content module knows of any stored step: its id, unique in the draft (the row key). */
export type DraftStep = { id: number } & Record<string, unknown>;

/** A check's outcome: the value, or messages naming what is wrong ("steps[2].title: …"). */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export type ContentKind<ReadStep = unknown> = {
  /**
   * A whole draft → its normalised steps and config, or a ValidationError with path-prefixed
   * messages under `data` and `config` (document-wide checks such as duplicate ids included).
   */
  parseDraft(data: unknown, config: unknown): { steps: DraftStep[]; config: unknown[] };
  /** One step (a patch save sends whole steps), its messages prefixed with `label` ("changes.steps[0]"). */
  parseStep(raw: unknown, label: string): Checked<DraftStep>;
  /** The config alone (a patch sends it only when it changed), messages prefixed with "config". */
  parseConfig(raw: unknown): Checked<unknown[]>;
  /**
   * Ids inside a step that must be unique in the whole draft (a walkthrough's layer ids): the
   * step's array of objects with an `id`, and the noun messages use. Patch saves check new steps
   * against the stored ones in SQL, so this is a key, not a function.
   */
  uniqueChildIds: { key: string; noun: string } | null;
  /** The most steps a draft may have. */
  maxSteps: number;
  /** The steps and config of a new material. */
  defaults(): { steps: DraftStep[]; config: unknown[] };
  /**
   * Rules that compare a save with what is stored: a path's due date may not be set in the past,
   * but a past date already stored for the step may be saved again. `field` is read from the
   * stored steps the save sends (one query); `check` returns messages labelled "steps[i]…".
   */
  storedRule?: { field: string; check(steps: readonly DraftStep[], stored: ReadonlyMap<number, string>, now: Date): string[] };
  /** Typed steps for reading (GraphQL, the player): never throws, leaves out what is not valid. */
  readSteps(data: unknown): ReadStep[];
};

let documentRules: Record<DocumentName, ContentKind> | undefined;

/** The document rules of a material kind. */
export function contentKind(kind: MaterialKind): ContentKind {
  // The table is built on first use, not when this file loads: the kinds' modules import this
  // one too (a known cycle, .dependency-cruiser.cjs), so a kind may still be loading then.
  documentRules ??= {
    // Also docs and videos: they store the walkthrough document.
    walkthrough: walkthroughKind,
    path: pathKind,
    package: packageKind,
  };
  return documentRules[KINDS[kind].document];
}
