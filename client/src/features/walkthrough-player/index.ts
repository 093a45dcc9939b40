/** What other features may use of the walkthrough player: the embed snippet, and a published walkthrough to play inside another page. */
import { lazy } from 'react';

export { embedSnippet, hasEmbed } from './lib/embed-snippet';
/** The fragments a page spreads to hand PublishedPlayer a walkthrough (the only ones other features may spread). */
export type { usePlayerConfig_config$key } from '../../__generated__/usePlayerConfig_config.graphql';
export type { usePlayerSteps_steps$key } from '../../__generated__/usePlayerSteps_steps.graphql';
/** Loaded when first shown (it brings the canvas). */
export const EmbeddedWalkthrough = lazy(() => import('./EmbeddedWalkthrough'));
/** The player for a published walkthrough read elsewhere (spread `usePlayerSteps_steps` and `usePlayerConfig_config`); loaded when first shown. */
export const PublishedPlayer = lazy(() => import('./pages/MaterialPlayer').then((m) => ({ default: m.MaterialPlayer })));
/** The player itself, for walkthroughs whose document is at hand (a package exported for an LMS); loaded when first shown. */
export const LazyWalkthroughPlayer = lazy(() => import('./WalkthroughPlayer').then((m) => ({ default: m.WalkthroughPlayer })));
export { BundledWalkthroughsContext, useBundledWalkthrough } from './bundled-walkthroughs';
