/**
 * Steps as the server sends them to editors and viewers: already normalised by the path schema
 * when saved (and when read, for older rows), so the client takes them without loading zod. It
 * keeps only what has the shape of a step, and turns a legacy string body into rich text.
 */
import type { PathElement } from './elements.js';
import { richTextFromPlain } from './rich-text.js';
import type { PathStep } from './schema.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function trustedPathSteps(data: unknown): PathStep[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((raw): PathStep[] => {
    if (!isObject(raw) || typeof raw.id !== 'number' || !Array.isArray(raw.layers)) return [];
    const layers = raw.layers.flatMap((l): PathElement[] => {
      if (!isObject(l) || typeof l.id !== 'string' || typeof l.type !== 'string') return [];
      return [(l.type === 'body' && typeof l.content === 'string' ? { ...l, content: richTextFromPlain(l.content) } : l) as PathElement];
    });
    return [
      {
        title: '',
        description: '',
        dueDate: '',
        buttons: { complete: true, next: true },
        ...(raw as Partial<PathStep>),
        id: raw.id,
        layers,
      },
    ];
  });
}
