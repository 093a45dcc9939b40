/**
 * What a new material starts with, from the shared content package (@learnhub/content): the
 * first step and the styling sections of its kind. Docs and videos share the walkthrough
 * document (they open in the walkthrough viewer); a path has its own steps of elements.
 */
import { type ConfigSection, configOr, DOCUMENTS, type DocumentName, documentKind, KINDS, newStepId, pathConfig, walkthroughConfig } from '@learnhub/content';
import type { MaterialKind } from '../../generated/prisma/enums.js';

export { type ConfigSection, newStepId, pathConfig, walkthroughConfig };

/** Draft data and config for a new material of `kind`. */
export function materialDefaults(kind: MaterialKind): { draftData: unknown[]; draftConfig: ConfigSection[] } {
  return documentDefaults(KINDS[kind].document);
}

/** Draft data and config for a new `document` (of any kind that stores it). */
export function documentDefaults(document: DocumentName): { draftData: unknown[]; draftConfig: ConfigSection[] } {
  const k = DOCUMENTS[document];
  return { draftData: k.firstSteps(), draftConfig: k.defaultConfig() };
}

/** "An empty config falls back to the default for the kind" (authoring.md §3). */
export function configOrDefault(kind: MaterialKind, config: unknown): ConfigSection[] {
  return configOr(config, documentKind(kind).defaultConfig);
}
