/**
 * The `saveMaterialDraft` input for one save request. The server takes either the whole draft
 * (`data` + `config`) or `changes` against the draft it holds at `baseRevision` (exactly one).
 */
import type { EditorDoc } from '../model/editor-doc';
import type { SaveRequest } from './save-types';

/**
 * Send `changes` instead of the whole draft when the queue has them (SaveMaterialDraftInput's
 * `changes`). False sends every save whole, as before patch saves existed.
 */
export const PATCH_SAVES = true;

/** `changes` as the server takes it: new or changed steps whole, the order only when it changed, the config only when it changed. */
export type DraftChangesInput = { steps: unknown[]; order?: number[]; config?: unknown; layers?: { stepId: number; layer: unknown }[] };

export type SaveDraftInput = { materialId: string; baseRevision: number; clientId: string; saveId: string } & (
  | { data: unknown; config: unknown }
  | { changes: DraftChangesInput }
);

/** The mutation input for `request`: its changes when `patches` is on and it has them, else the whole draft. */
export function saveDraftInput<Doc extends EditorDoc>(materialId: string, request: SaveRequest<Doc>, patches: boolean = PATCH_SAVES): SaveDraftInput {
  const { baseRevision, clientId, saveId, doc, changes } = request;
  const common = { materialId, baseRevision, clientId, saveId };
  if (!patches || !changes) return { ...common, data: doc.steps, config: doc.config };
  // Absent keys, not nulls: "no order" means the order did not change.
  const input: DraftChangesInput = { steps: changes.steps };
  if (changes.order !== undefined) input.order = changes.order;
  if (changes.config !== undefined) input.config = changes.config;
  if (changes.layers !== undefined) input.layers = changes.layers;
  return { ...common, changes: input };
}
