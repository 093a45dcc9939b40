/**
 * The document of each material kind: how a whole draft and one step are checked, what a new
 * material starts with, and its default styling. Docs and videos use the walkthrough document
 * (they open in the walkthrough viewer).
 */
import type { z } from 'zod';
import type { ConfigSection } from './config.js';
import type { DocumentCheck } from './issues.js';
import { firstPathSteps, pathConfig } from './path/defaults.js';
import { checkPathDocument, duplicatePathIds, type PathStep, pathStepSchema, readPathSteps } from './path/schema.js';
import { firstWalkthroughSteps, walkthroughConfig } from './walkthrough/defaults.js';
import { checkWalkthroughDocument, duplicateWalkthroughIds, readWalkthroughSteps, type WalkthroughStep, walkthroughStepSchema } from './walkthrough/schema.js';

export type MaterialKindName = 'WALKTHROUGH' | 'PATH' | 'DOC' | 'VIDEO';

export type DocumentKind<Step extends { id: number }> = {
  /** "walkthrough" / "path": used in messages ("The path data is not valid."). */
  noun: string;
  stepSchema: z.ZodType<Step>;
  checkDocument(data: unknown, config: unknown): DocumentCheck<{ data: Step[]; config: ConfigSection[] }>;
  /** Messages for ids used twice across the whole document. */
  duplicateIds(steps: readonly Step[]): string[];
  readSteps(data: unknown): Step[];
  firstSteps(): Step[];
  defaultConfig(): ConfigSection[];
};

export const walkthroughKind: DocumentKind<WalkthroughStep> = {
  noun: 'walkthrough',
  stepSchema: walkthroughStepSchema as unknown as z.ZodType<WalkthroughStep>,
  checkDocument: checkWalkthroughDocument,
  duplicateIds: duplicateWalkthroughIds,
  readSteps: readWalkthroughSteps,
  firstSteps: firstWalkthroughSteps,
  defaultConfig: walkthroughConfig,
};

export const pathKind: DocumentKind<PathStep> = {
  noun: 'path',
  stepSchema: pathStepSchema as unknown as z.ZodType<PathStep>,
  checkDocument: checkPathDocument,
  duplicateIds: duplicatePathIds,
  readSteps: readPathSteps,
  firstSteps: firstPathSteps,
  defaultConfig: pathConfig,
};

/** The document kind of a material kind. */
export function documentKind(kind: MaterialKindName | string): DocumentKind<WalkthroughStep> | DocumentKind<PathStep> {
  return kind === 'PATH' ? pathKind : walkthroughKind;
}
