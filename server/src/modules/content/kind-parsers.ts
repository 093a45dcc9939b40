/**
 * Building blocks for ContentKind definitions: the parts a patch save checks (one step, the
 * config alone) from a kind's whole-draft parser, and the document-wide id checks.
 */
import { ValidationError } from '../../lib/errors.js';
import type { Checked, ContentKind, DraftStep } from './content-kinds.js';

type ParseDraft = ContentKind['parseDraft'];

/**
 * parseStep and parseConfig from a parser written for whole drafts: a step is checked as a draft
 * of that one step (its messages then say `label` instead of `steps[0]`), a config as a draft of
 * no steps.
 */
export function partsFromDraft(parseDraft: ParseDraft): Pick<ContentKind, 'parseStep' | 'parseConfig'> {
  const attempt = <T>(run: () => T, field: 'data' | 'config', relabel: (m: string) => string): Checked<T> => {
    try {
      return { ok: true, value: run() };
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      return { ok: false, errors: (err.fieldErrors[field] ?? [err.message]).map(relabel) };
    }
  };
  return {
    parseStep: (raw, label) =>
      attempt(
        () => parseDraft([raw], []).steps[0] as DraftStep,
        'data',
        (m) => m.replace(/^steps\[0\]/, label),
      ),
    parseConfig: (raw) =>
      attempt(
        () => parseDraft([], raw).config,
        'config',
        (m) => m,
      ),
  };
}

/** The largest step id (ids are random numbers below 100 million; the row key is a 32-bit INT). */
export const MAX_STEP_ID = 99_999_999;

/** A step id the rows can store: a whole number from 1 to MAX_STEP_ID. */
export function isStepId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_STEP_ID;
}

export const stepIdMessage = (label: string) => `${label}.id: must be a whole number from 1 to ${MAX_STEP_ID}`;

/**
 * Step ids (and the kind's child ids, e.g. layer ids) that appear twice in `steps`, as
 * messages ("steps[3].id: duplicate step id 12"); ids a step may not have are reported too.
 */
export function duplicateIdMessages(steps: readonly unknown[], childIds: ContentKind['uniqueChildIds'], root = 'steps'): string[] {
  const out: string[] = [];
  const stepIds = new Set<number>();
  const children = new Set<string>();
  steps.forEach((step, i) => {
    const s = step as DraftStep;
    if (!isStepId(s.id)) out.push(stepIdMessage(`${root}[${i}]`));
    else if (stepIds.has(s.id)) out.push(`${root}[${i}].id: duplicate step id ${s.id}`);
    stepIds.add(s.id);
    if (!childIds) return;
    const list = s[childIds.key];
    if (!Array.isArray(list)) return;
    list.forEach((child, j) => {
      const id = (child as { id?: unknown } | null)?.id;
      if (typeof id !== 'string') return;
      if (children.has(id)) out.push(`${root}[${i}].${childIds.key}[${j}].id: duplicate ${childIds.noun} id ${JSON.stringify(id)}`);
      children.add(id);
    });
  });
  return out;
}
