import type { BundledWalkthrough } from '@learnhub/content';
import { createContext, useContext } from 'react';

/**
 * Walkthroughs whose documents travel with the page, by material id: a path exported for an LMS
 * carries the walkthroughs its Walkthroughs elements play, since nothing in the package may call
 * this server. Outside such a package there is none, and EmbeddedWalkthrough reads them.
 */
export const BundledWalkthroughsContext = createContext<ReadonlyMap<string, BundledWalkthrough> | null>(null);

export const useBundledWalkthrough = (materialId: string): BundledWalkthrough | undefined => useContext(BundledWalkthroughsContext)?.get(materialId);
