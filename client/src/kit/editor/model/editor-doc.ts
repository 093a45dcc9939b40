/**
 * What the kit knows of an editor's document: ordered steps with numeric ids, and a config
 * (the styling sections). A walkthrough's steps hold canvas layers, a path's steps hold
 * elements; the kit never looks inside a step.
 */
export type EditorDoc = { readonly steps: readonly { readonly id: number }[]; readonly config: unknown };

/** One step of `Doc`. */
export type StepOf<Doc extends EditorDoc> = Doc['steps'][number];

/** How an editor reads a material's `draftData` / `draftConfig` JSON into its document. */
export type DocFromServer<Doc extends EditorDoc> = (draftData: unknown, draftConfig: unknown) => Doc;
