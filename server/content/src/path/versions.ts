/**
 * The path document's schema versions (document-versions.ts). Add a migration at the end of the
 * list when the stored shape of a step changes; never edit one that has shipped.
 */
import { documentVersions } from '../document-versions.js';
import { richTextFromPlain } from './rich-text.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const PATH_VERSIONS = documentVersions([
  {
    to: 2,
    description: "A body element's content is rich text (a ProseMirror document); the first paths stored it as a plain string.",
    up: (step) =>
      Array.isArray(step.layers)
        ? {
            ...step,
            layers: step.layers.map((l) =>
              isObject(l) && l.type === 'body' && typeof l.content === 'string' ? { ...l, content: richTextFromPlain(l.content) } : l,
            ),
          }
        : step,
  },
]);
