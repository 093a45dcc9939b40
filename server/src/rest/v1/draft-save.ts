/**
 * The REST answer to a whole-draft save, shared by PUT /walkthroughs/{id} and PUT /paths/{id}:
 * `revision` optional (legacy callers save unconditionally), 409 with the current revision when
 * it is stale, else `{ revision, saved_at }`.
 */
import type { Context } from 'hono';
import { ValidationError } from '../../lib/errors.js';
import * as content from '../../modules/content/content.service.js';
import { RevisionConflictError } from '../../modules/content/revision-conflict.js';
import type { RestEnv } from './registry.js';

/** `materialId` may be a lookup, run after the body's revision is checked (a malformed revision is a 422 first). */
export async function saveDraftOverRest(c: Context<RestEnv>, body: Record<string, unknown>, material: string | (() => Promise<string>)) {
  if (body.revision !== undefined && body.revision !== null && !content.isBaseRevision(body.revision))
    throw ValidationError.field('revision', content.baseRevisionMessage('revision'));
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
