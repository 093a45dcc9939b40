/**
 * The path document (`data` = steps of elements, `config` = styling sections), as the server
 * validates it and the path editor and viewer read it (authoring.md §3 "Path step and
 * elements"). The element with id "main" is the step's title element and comes first.
 */
import { z } from 'zod';
import { type ConfigSection, configSchema } from '../config.js';
import { str } from '../fields.js';
import { type DocumentCheck, documentErrors, issueMessages } from '../issues.js';
import { elementSchema, type PathElement } from './elements.js';
import { PATH_LIMITS as L } from './limits.js';
import { upgradeSteps } from '../document-versions.js';
import { PATH_VERSIONS } from './versions.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** "" (no due date), or a calendar date: "2026-12-01" (an ISO date-time keeps its date part). */
const dueDate = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    if (v === '') return '';
    const m = ISO_DATE.exec(v);
    const date = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
    const d = new Date(`${date}T00:00:00Z`);
    if (!m || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date) {
      ctx.addIssue({ code: 'custom', message: 'must be empty or a date like "2026-12-01"' });
      return z.NEVER;
    }
    return date;
  });

/** Which learner buttons the step shows (ours: Complete on, Next on). */
const buttons = z.object({ complete: z.boolean().default(true), next: z.boolean().default(true) });

export const pathStepSchema = z.object({
  id: z.number().int().min(1).max(L.maxStepId),
  title: str(L.titleLength).default(''),
  description: str(L.descriptionLength).default(''),
  dueDate: dueDate.default(''),
  buttons: buttons.default({ complete: true, next: true }),
  layers: z.array(elementSchema).max(L.maxElementsPerStep).default([]),
});
export const pathStepsSchema = z.array(pathStepSchema).max(L.maxSteps);

export type PathStep = z.infer<typeof pathStepSchema>;
export type PathDoc = { steps: PathStep[]; config: ConfigSection[] };

/** Step ids are unique in the path, element ids within their step ("main" is in every step). */
export function duplicatePathIds(steps: readonly PathStep[]): string[] {
  const out: string[] = [];
  const stepIds = new Set<number>();
  steps.forEach((step, i) => {
    if (stepIds.has(step.id)) out.push(`steps[${i}].id: duplicate step id ${step.id}`);
    stepIds.add(step.id);
    const elementIds = new Set<string>();
    step.layers.forEach((el, j) => {
      if (elementIds.has(el.id)) out.push(`steps[${i}].layers[${j}].id: duplicate element id ${JSON.stringify(el.id)}`);
      elementIds.add(el.id);
    });
  });
  return out;
}

/**
 * The earliest calendar date that is "today" somewhere on Earth (UTC−12). A due date before it is
 * in the past for every author, whatever their time zone; companies get their own zone later.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/**
 * "The path due date cannot be before today" (authoring.md §5) for dates this save sets: a past
 * date already stored for the step (`previous`) may be saved again unchanged.
 */
export function pastDueDates(steps: readonly PathStep[], previous: ReadonlyMap<number, string>, now: Date): string[] {
  const today = earliestToday(now);
  return steps.flatMap((step, i) =>
    step.dueDate && step.dueDate < today && previous.get(step.id) !== step.dueDate ? [`steps[${i}].dueDate: can't be before today (${today})`] : [],
  );
}

/** A whole path draft: normalised, or path-prefixed messages. */
export function checkPathDocument(data: unknown, config: unknown): DocumentCheck<{ data: PathStep[]; config: ConfigSection[] }> {
  const steps = pathStepsSchema.safeParse(data, { reportInput: true });
  const sections = configSchema.safeParse(config, { reportInput: true });
  const dataErrors = steps.success ? duplicatePathIds(steps.data) : issueMessages('steps', steps.error.issues);
  const configErrors = sections.success ? [] : issueMessages('config', sections.error.issues);
  if (dataErrors.length || configErrors.length || !steps.success || !sections.success)
    return { ok: false, fieldErrors: documentErrors(dataErrors, configErrors) };
  return { ok: true, value: { data: steps.data, config: sections.data } };
}

/** Typed steps for reading: never throws; an element that is not valid is left out, a step keeps the rest. */
export function readPathSteps(data: unknown): PathStep[] {
  const shell = pathStepSchema.extend({ layers: z.array(z.unknown()).catch([]), dueDate: dueDate.catch('') });
  return upgradeSteps(PATH_VERSIONS, data).flatMap((raw) => {
    const step = shell.safeParse(raw);
    if (!step.success) return [];
    const layers = step.data.layers.flatMap((l): PathElement[] => {
      const parsed = elementSchema.safeParse(l);
      return parsed.success ? [parsed.data] : [];
    });
    return [{ ...step.data, layers }];
  });
}
