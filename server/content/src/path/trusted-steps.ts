/**
 * Steps as the server sends them to editors and viewers: already normalised by the path schema
 * when saved (and when read, for older rows), so the client takes them without loading zod. It
 * upgrades steps of an older schema version (versions.ts) and keeps only what has the shape of a step.
 */
import type { PathElement } from './elements.js';
import { upgradeSteps } from '../document-versions.js';
import type { PathStep } from './schema.js';
import { PATH_VERSIONS } from './versions.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function trustedPathSteps(data: unknown): PathStep[] {
  return upgradeSteps(PATH_VERSIONS, data).flatMap((raw): PathStep[] => {
    if (!isObject(raw) || typeof raw.id !== 'number' || !Array.isArray(raw.layers)) return [];
    const layers = raw.layers.flatMap((l): PathElement[] => (isObject(l) && typeof l.id === 'string' && typeof l.type === 'string' ? [l as PathElement] : []));
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
