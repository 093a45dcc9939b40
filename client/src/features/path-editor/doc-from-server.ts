/**
 * A path's stored draft → the editor's document: steps read with the shared schema (an element
 * that isn't valid is left out, a legacy string body becomes rich text), and the styling sections
 * with every default section and value the stored config lacks (older paths predate the theme).
 */
import { type ConfigSection, type PathDoc, pathConfig, trustedConfig, trustedPathSteps } from '@learnhub/content';

export function withDefaultSections(stored: readonly ConfigSection[], defaults: readonly ConfigSection[]): ConfigSection[] {
  const out = stored.map((s) => ({ ...s, values: [...s.values] }));
  for (const d of defaults) {
    const found = out.find((s) => s.sectionId === d.sectionId);
    if (!found) out.push({ ...d, values: [...d.values] });
    else for (const v of d.values) if (!found.values.some((x) => x.id === v.id)) found.values.push(v);
  }
  return out;
}

export function pathDocFromServer(draftData: unknown, draftConfig: unknown): PathDoc {
  return { steps: trustedPathSteps(draftData), config: withDefaultSections(trustedConfig(draftConfig), pathConfig()) };
}
