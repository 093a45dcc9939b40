/**
 * What the path editor's parts share: the document store (editor kit), the material, and the
 * selection (which step is shown, which element's settings are open). Selection is React state
 * outside the store, so it never enters undo history.
 */
import type { PathDoc } from '@learnhub/content';
import { createContext, useContext } from 'react';
import type { EditorStore } from '../../kit/editor';

export type PathEditorMaterial = { id: string; slug: string; name: string; companySlug: string; companyName: string; viewPath: string };

export type PathEditorContextValue = {
  store: EditorStore<PathDoc>;
  material: PathEditorMaterial;
  stepId: number | null;
  selectStep(stepId: number | null): void;
  elementId: string | null;
  selectElement(elementId: string | null): void;
  /** The element's ⚙: selects it and opens the Design panel on its settings (the panel's Close closes it). */
  openSettings(elementId: string): void;
  /** Opens the element picker to insert after `afterElementId` (at the end when null). */
  openPicker(afterElementId: string | null): void;
};

export const PathEditorContext = createContext<PathEditorContextValue | null>(null);

export function usePathEditor(): PathEditorContextValue {
  const value = useContext(PathEditorContext);
  if (!value) throw new Error('usePathEditor outside the path editor');
  return value;
}
