/**
 * Patch saves: what changed in a draft (whole new or changed steps, the order of every step id
 * when steps were added, removed or moved, the config when it changed), checked in two passes.
 * `parseChanges` needs nothing stored (each step against the kind's step rules); `planPatch`
 * checks the result against an outline of the stored draft (step ids, positions and the ids that
 * must stay unique) — never the stored steps themselves, so a one-step edit costs one step.
 */
import { ValidationError } from '../../lib/errors.js';
import type { ContentKind, DraftStep } from './content-kinds.js';
import { isStepId, MAX_STEP_ID, stepIdMessage } from './kind-parsers.js';

/** As the caller sends it (GraphQL `DraftChangesInput`). */
export type DraftChangesInput = { steps?: unknown[] | null; order?: unknown[] | null; config?: unknown; layers?: unknown[] | null };

/** One changed layer (walkthrough) or element (path) of a stored step, whole: it replaces the child with its id. */
export type LayerChange = { stepId: number; layer: { id: string } & Record<string, unknown> };

export type ParsedChanges = { steps: DraftStep[]; order: number[] | null; config: unknown[] | null; layers: LayerChange[] };

/** The array of a step that `layers` changes go into (both kinds call it so). */
export const CHILD_KEY = 'layers';
/** At most this many layer changes in one save (more is cheaper sent as whole steps). */
export const MAX_LAYER_CHANGES = 200;

/** A stored step as planning sees it: its id, position and the ids inside it that must be unique in the draft. */
export type StepOutline = { stepId: number; position: number; childIds: string[] };

/** What a patch writes: steps to insert or replace (with their position), steps to delete, positions that moved, the config. */
export type DraftPatch = {
  upserts: { step: DraftStep; position: number }[];
  deletes: number[];
  moves: { stepId: number; position: number }[];
  config: unknown[] | null;
  /** Steps in the draft after the patch. */
  count: number;
};

export const PATCH_INVALID = 'The changes are not valid.';
const MAX_MESSAGES = 20;

function refuse(messages: string[]): never {
  throw new ValidationError(PATCH_INVALID, { changes: messages.slice(0, MAX_MESSAGES) });
}

/** Each step and the config against the kind's rules, `order` as distinct step ids; refuses with path-prefixed messages. */
export function parseChanges(kind: ContentKind, raw: DraftChangesInput): ParsedChanges {
  const errors: string[] = [];
  const rawSteps = raw.steps ?? [];
  if (!Array.isArray(rawSteps)) refuse(['changes.steps: must be a list']);
  if (rawSteps.length > kind.maxSteps) refuse([`changes.steps: must have at most ${kind.maxSteps} items`]);
  const steps: DraftStep[] = [];
  const sent = new Set<number>();
  for (const [i, rawStep] of rawSteps.entries()) {
    const label = `changes.steps[${i}]`;
    const checked = kind.parseStep(rawStep, label);
    if (!checked.ok) errors.push(...checked.errors);
    else if (!isStepId(checked.value.id)) errors.push(stepIdMessage(label));
    else if (sent.has(checked.value.id)) errors.push(`${label}.id: step ${checked.value.id} is sent twice`);
    else {
      sent.add(checked.value.id);
      steps.push(checked.value);
    }
  }

  let order: number[] | null = null;
  if (raw.order !== undefined && raw.order !== null) {
    if (!Array.isArray(raw.order)) refuse(['changes.order: must be a list']);
    if (raw.order.length > kind.maxSteps) refuse([`changes.order: must have at most ${kind.maxSteps} items`]);
    const seen = new Set<number>();
    for (const [i, id] of raw.order.entries()) {
      if (!isStepId(id)) errors.push(`changes.order[${i}]: must be a step id (a whole number from 1 to ${MAX_STEP_ID})`);
      else if (seen.has(id)) errors.push(`changes.order[${i}]: step ${id} is listed twice`);
      else seen.add(id);
    }
    order = raw.order as number[];
  }

  let config: unknown[] | null = null;
  if (raw.config !== undefined && raw.config !== null) {
    const checked = kind.parseConfig(raw.config);
    if (checked.ok) config = checked.value;
    else errors.push(...checked.errors.map((m) => `changes.${m}`));
  }
  const layers: LayerChange[] = [];
  if (raw.layers !== undefined && raw.layers !== null) {
    if (!Array.isArray(raw.layers)) refuse(['changes.layers: must be a list']);
    if (raw.layers.length > MAX_LAYER_CHANGES) refuse([`changes.layers: must have at most ${MAX_LAYER_CHANGES} items`]);
    const seen = new Set<string>();
    for (const [i, change] of raw.layers.entries()) {
      const c = change as { stepId?: unknown; layer?: unknown } | null;
      const id = (c?.layer as { id?: unknown } | null | undefined)?.id;
      if (!isStepId(c?.stepId)) errors.push(`changes.layers[${i}].stepId: must be a step id (a whole number from 1 to ${MAX_STEP_ID})`);
      else if (typeof c.layer !== 'object' || c.layer === null || Array.isArray(c.layer) || typeof id !== 'string')
        errors.push(`changes.layers[${i}].layer: must be an object with an id`);
      else if (sent.has(c.stepId)) errors.push(`changes.layers[${i}].stepId: step ${c.stepId} is sent whole in changes.steps`);
      else if (seen.has(`${c.stepId}/${id}`)) errors.push(`changes.layers[${i}].layer.id: ${JSON.stringify(id)} is sent twice`);
      else {
        seen.add(`${c.stepId}/${id}`);
        layers.push({ stepId: c.stepId, layer: c.layer as LayerChange['layer'] });
      }
    }
  }
  if (errors.length) refuse(errors);
  return { steps, order, config, layers };
}

/**
 * Checks parsed changes against the stored draft's outline and says what to write. Without
 * `order` only stored steps may be sent; with it, `order` is the whole draft: every id in it is
 * stored or sent, every sent step is in it, stored steps left out are deleted.
 */
export function planPatch(kind: ContentKind, changes: ParsedChanges, stored: readonly StepOutline[]): DraftPatch {
  const errors: string[] = [];
  const storedById = new Map(stored.map((s) => [s.stepId, s]));
  const sentById = new Map(changes.steps.map((s) => [s.id, s]));
  const upserts: DraftPatch['upserts'] = [];
  const moves: DraftPatch['moves'] = [];
  const deletes: number[] = [];
  let kept: Set<number>;

  if (changes.order) {
    const inOrder = new Set(changes.order);
    for (const [position, id] of changes.order.entries()) {
      const before = storedById.get(id);
      const sent = sentById.get(id);
      if (sent) upserts.push({ step: sent, position });
      else if (!before) errors.push(`changes.order[${position}]: step ${id} is neither in the draft nor in changes.steps`);
      else if (before.position !== position) moves.push({ stepId: id, position });
    }
    changes.steps.forEach((s, i) => {
      if (!inOrder.has(s.id)) errors.push(`changes.steps[${i}].id: step ${s.id} is not in changes.order`);
    });
    for (const s of stored) if (!inOrder.has(s.stepId)) deletes.push(s.stepId);
    kept = inOrder;
  } else {
    for (const [i, s] of changes.steps.entries()) {
      const before = storedById.get(s.id);
      if (before) upserts.push({ step: s, position: before.position });
      else errors.push(`changes.steps[${i}].id: step ${s.id} is new: send changes.order with it`);
    }
    kept = new Set(storedById.keys());
  }
  const count = kept.size;
  if (count > kind.maxSteps) errors.push(`changes.order: must have at most ${kind.maxSteps} items`);

  // Ids that must be unique in the whole draft: a sent step's against the other sent steps and the kept stored steps it does not replace.
  const childKey = kind.uniqueChildIds;
  if (childKey) {
    const owner = new Map<string, string>();
    for (const s of stored) {
      if (!kept.has(s.stepId) || sentById.has(s.stepId)) continue;
      for (const id of s.childIds) owner.set(id, `step ${s.stepId}`);
    }
    changes.steps.forEach((s, i) => {
      const children = s[childKey.key];
      if (!Array.isArray(children)) return;
      children.forEach((child, j) => {
        const id = (child as { id?: unknown } | null)?.id;
        if (typeof id !== 'string') return;
        const other = owner.get(id);
        if (other) errors.push(`changes.steps[${i}].${childKey.key}[${j}].id: duplicate ${childKey.noun} id ${JSON.stringify(id)} (also in ${other})`);
        else owner.set(id, `step ${s.id}`);
      });
    });
  }
  // Layer changes go into stored steps that stay (they are merged and checked when written: applyLayerChanges).
  changes.layers.forEach((c, i) => {
    if (!storedById.has(c.stepId) || !kept.has(c.stepId)) errors.push(`changes.layers[${i}].stepId: step ${c.stepId} is not in the draft`);
  });
  if (errors.length) refuse(errors);
  return { upserts, deletes, moves, config: changes.config, count };
}

/**
 * Merges layer changes into their stored steps (read by the caller, inside the save's
 * transaction) and checks each resulting step with the kind's rules; the steps to write, with
 * their stored positions. A layer id the step doesn't have is refused: new layers come with their
 * whole step.
 */
export function mergeLayerChanges(kind: ContentKind, changes: readonly LayerChange[], stored: ReadonlyMap<number, { data: DraftStep; position: number }>) {
  const errors: string[] = [];
  const merged = new Map<number, { data: DraftStep; position: number; label: string }>();
  changes.forEach((c, i) => {
    const row = merged.get(c.stepId) ?? (stored.has(c.stepId) ? { ...stored.get(c.stepId)!, label: `changes.layers[${i}]` } : undefined);
    if (!row) {
      errors.push(`changes.layers[${i}].stepId: step ${c.stepId} is not in the draft`);
      return;
    }
    const children = Array.isArray(row.data[CHILD_KEY]) ? (row.data[CHILD_KEY] as { id?: unknown }[]) : [];
    const at = children.findIndex((child) => child?.id === c.layer.id);
    if (at === -1) {
      errors.push(`changes.layers[${i}].layer.id: step ${c.stepId} has no layer ${JSON.stringify(c.layer.id).slice(0, 80)} (send the whole step to add one)`);
      return;
    }
    const next = [...children];
    next[at] = c.layer;
    merged.set(c.stepId, { ...row, data: { ...row.data, [CHILD_KEY]: next } });
  });
  const upserts: DraftPatch['upserts'] = [];
  for (const [, row] of merged) {
    const checked = kind.parseStep(row.data, row.label);
    if (checked.ok) upserts.push({ step: checked.value, position: row.position });
    else errors.push(...checked.errors);
  }
  if (errors.length) refuse(errors);
  return upserts;
}
