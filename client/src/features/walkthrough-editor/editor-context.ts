import type Konva from 'konva';
import { createContext, type Dispatch, type RefObject, useContext } from 'react';
import type { WalkthroughStore } from './model/walkthrough-store';
import type { EditorUi, EditorUiAction } from './editor-ui';

/** The material being edited, as the toolbar and panels need it. */
export type EditedMaterial = {
  id: string;
  slug: string;
  name: string;
  /** "walkthroughs" or "docs": the URL segment of its pages. */
  section: 'walkthroughs' | 'docs';
  companySlug: string;
  companyName: string;
};

export type EditorContextValue = {
  store: WalkthroughStore;
  /** View state with the selected step resolved to one that exists (null when there are no steps). */
  ui: EditorUi;
  dispatch: Dispatch<EditorUiAction>;
  material: EditedMaterial;
  /** The Konva stage on screen (the JPEG export draws it). */
  stageRef: RefObject<Konva.Stage | null>;
  /** Deletes a layer; text and arrow layers ask first (authoring.md §4). */
  requestDeleteLayer(stepId: number, layerId: string): void;
  /** Relay connection id of the company's image library (uploads prepend to it). */
  libraryConnectionId: string;
  /** Where the toolbar's dialogs render: inside <main>, so their headers are not page banners. */
  dialogHost: HTMLElement | null;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside the walkthrough editor');
  return value;
}
