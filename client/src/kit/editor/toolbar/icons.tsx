// 20×20 stroke icons for the editor, decorative: each control has its own accessible name.
const PATHS = {
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  square: 'M5 5h14v14H5z',
  text: 'M5 6V4h14v2M12 4v16M9 20h6',
  hotspot: 'M12 12m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M12 12m-8 0a8 8 0 1 0 16 0a8 8 0 1 0-16 0',
  textInput: 'M3 7h18v10H3zM7 10v4',
  dropdown: 'M3 7h18v10H3zM14 11l2 2 2-2',
  arrow: 'M4 20L20 4M11 4h9v9',
  save: 'M5 4h11l4 4v12H5zM8 4v5h7V4M8 20v-6h8v6',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3 15H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 9 4.6V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  preview: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  exportImage: 'M4 16v4h16v-4M12 4v11M7 10l5 5 5-5',
  plus: 'M12 5v14M5 12h14',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  drag: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
  upload: 'M4 16v4h16v-4M12 16V4M7 9l5-5 5 5',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9.5a1.5 1.5 0 1 0 0-.01',
  publish: 'M12 19V5M5 12l7-7 7 7',
} as const;

export type EditorIconName = keyof typeof PATHS;

export function EditorIcon({ name, size = 20 }: { name: EditorIconName; size?: number }) {
  const thick = name === 'drag';
  return (
    <svg
      className="editor-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={thick ? 3 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

export const PlusIcon = () => <EditorIcon name="plus" />;
export const DeleteIcon = () => <EditorIcon name="trash" size={18} />;
export const EditIcon = () => <EditorIcon name="edit" size={18} />;
export const DragIcon = () => <EditorIcon name="drag" size={18} />;
