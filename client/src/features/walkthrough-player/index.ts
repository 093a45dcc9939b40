/** What other features may use of the walkthrough player: the embed snippet, and a published walkthrough to play inside another page. */
import { lazy } from 'react';

export { embedSnippet, hasEmbed } from './lib/embed-snippet';
/** Loaded when first shown (it brings the canvas). */
export const EmbeddedWalkthrough = lazy(() => import('./EmbeddedWalkthrough'));
