/**
 * The material's status as the editor shows it (README "Materials": draft until first published,
 * then published, or published with unpublished changes once the draft moved on). Derived from
 * the autosave revision so it follows every save without asking the server.
 */
import type { MaterialStatusValue } from '../../materials';

export function editorStatus(publishedRevision: number | null | undefined, draftRevision: number, unsaved: boolean): MaterialStatusValue {
  if (publishedRevision == null) return 'DRAFT';
  return unsaved || draftRevision > publishedRevision ? 'PUBLISHED_WITH_CHANGES' : 'PUBLISHED';
}
