/** The editor kit's store, recipes and autosave, over the walkthrough document. */
import type { WalkthroughDoc } from '../../../lib/walkthrough/types';
import type { Autosave, EditorStore, Recipe } from '../../../kit/editor';

export type WalkthroughStore = EditorStore<WalkthroughDoc>;

/** A change to the walkthrough, written as a mutation of an immer draft (see operations.ts). */
export type WalkthroughRecipe = Recipe<WalkthroughDoc>;

export type WalkthroughAutosave = Autosave<WalkthroughDoc>;
