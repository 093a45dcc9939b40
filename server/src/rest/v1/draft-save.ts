/**
 * The REST answer to a whole-draft save, shared by PUT /walkthroughs/{id} and PUT /paths/{id}:
 * `revision` optional (legacy callers save unconditionally), 409 with the current revision when
 * it is stale, else `{ revision, saved_at }`.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { content, RevisionConflictError } from '../../modules/content/index.js';
import type { RestEnv } from './registry.js';

/**
 * The steps of a whole-draft save, as the route checks them: a list of step objects. What a
 * step holds is checked by the content kind of the material (a path saved through
 * /walkthroughs/{id} is checked as a path), with every problem listed under `data` in the
 * document's words ("steps[2].layers[0].width: must be at least 0"); the steps are passed on
 * whole, never stripped to one kind's fields.
 */
export const draftSteps = (stepType: string) =>
  z.array(z.looseObject({ id: z.number() })).describe(`the steps, each a ${stepType} of @learnhub/content; checked by the material's kind`);

/** The styling sections, checked (as the steps) by the content rules. */
export const draftConfig = z.array(z.looseObject({})).describe('the styling sections, each a ConfigSection of @learnhub/content');

const REVISION = `must be a whole number from 0 to ${content.MAX_BASE_REVISION}`;

/** The fields every whole-draft save sends besides its steps and styling. */
export const draftSaveFields = {
  revision: z
    .number({ error: (issue) => (issue.input == null ? undefined : REVISION) })
    // One message for every way a number can miss the range (a refine keeps it whole); the
    // bounds are written into the document by hand.
    .refine(content.isBaseRevision, { error: REVISION })
    .meta({
      type: 'integer',
      minimum: 0,
      maximum: content.MAX_BASE_REVISION,
      description: 'the revision this draft was based on; left out, the save is unconditional',
    })
    .nullish(),
  client_id: z.string().max(100).optional().describe("the saving editor's id, echoed in materialSaved"),
  save_id: z.string().max(100).optional().describe('the same for a retry of one save: answered with the revision that save made'),
};

type DraftSaveBody = { data: unknown; config: unknown; revision?: number | null; client_id?: string; save_id?: string };

/** `materialId` may be a lookup, run after the body is checked (a malformed revision is a 422 first). */
export async function saveDraftOverRest(c: Context<RestEnv>, body: DraftSaveBody, material: string | (() => Promise<string>)) {
  const materialId = typeof material === 'string' ? material : await material();
  try {
    const r = await content.saveDraft(
      c.var.deps,
      c.var.actor,
      { materialId, baseRevision: body.revision, data: body.data, config: body.config, clientId: body.client_id, saveId: body.save_id },
      { unconditional: true },
    );
    return c.json({ revision: r.revision, saved_at: r.savedAt });
  } catch (err) {
    if (err instanceof RevisionConflictError) return c.json({ error: err.message, current_revision: err.currentRevision }, 409);
    throw err;
  }
}
