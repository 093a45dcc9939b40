/** Test support: renders a piece of the editor inside a real store and view state (no Relay, no canvas). */
import type { ReactNode } from 'react';
import { useMemo, useReducer } from 'react';
import type { WalkthroughDoc } from '../../lib/walkthrough/types';
import { EditorContext, type EditorContextValue } from './editor-context';
import { editorUiReducer, type EditorUi } from './editor-ui';
import type { WalkthroughStore } from './model/walkthrough-store';

export function TestEditor({
  store,
  initial,
  onDelete,
  children,
}: {
  store: WalkthroughStore;
  initial: EditorUi;
  onDelete?: (stepId: number, layerId: string) => void;
  children: ReactNode;
}) {
  const [ui, dispatch] = useReducer(editorUiReducer, initial);
  const value = useMemo<EditorContextValue>(
    () => ({
      store,
      ui,
      dispatch,
      material: { id: 'm1', slug: 'tour', name: 'Tour', section: 'walkthroughs', companySlug: 'demo', companyName: 'Demo Co' },
      stageRef: { current: null },
      requestDeleteLayer: onDelete ?? (() => {}),
      libraryConnectionId: 'client:library',
      dialogHost: null,
    }),
    [store, ui, onDelete],
  );
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

export function docWithLayers(): WalkthroughDoc {
  return {
    steps: [
      {
        id: 1,
        name: 'Step 1',
        title: 'Title 1',
        description: 'Add a description to this step',
        altText: '',
        backgroundUrl: '/uploads/shot.png',
        backgroundHeight: 640,
        layers: [
          { id: 'r1', type: 'rect', x: 120, y: 80, width: 100, height: 100, rotation: 0, fill: '#FFFFFF', stroke: '#000000', strokeWidth: 1, cornerRadius: 0 },
          {
            id: 'd1',
            type: 'dropdown',
            x: 10,
            y: 10,
            width: 100,
            height: 30,
            rotation: 0,
            placeholder: 'Select',
            placeholderColor: '#6B7280',
            textColor: '#000000',
            fill: '#FFFFFF',
            stroke: '#000000',
            strokeWidth: 1,
            fontSize: 12,
            options: [{ id: 'o1', order: 1, title: 'Item 1' }],
          },
        ],
      },
      { id: 2, name: 'Step 2', title: 'Title 2', description: '', altText: '', backgroundUrl: null, backgroundHeight: null, layers: [] },
    ],
    config: [{ sectionId: 'tn', sectionTitle: 'Top Navigation', values: [{ id: 'tnBGColor', title: 'Background Color', value: '#FFFFFF', type: 'color' }] }],
  };
}
