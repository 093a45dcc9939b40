/** The right-click menu of a layer (authoring.md §4): one item, Delete. Escape or a click elsewhere closes it. */
import { useEffect, useRef } from 'react';

type Props = { x: number; y: number; label: string; onDelete(): void; onClose(): void };

export function LayerContextMenu({ x, y, label, onDelete, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    function handlePointerDown(event: PointerEvent) {
      if (!ref.current?.contains(event.target as Node)) onClose();
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [onClose]);

  return (
    <div
      ref={ref}
      className="editor-context-menu"
      role="menu"
      aria-label={`Actions for ${label}`}
      style={{ left: x, top: y }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || event.key === 'Tab') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <button
        type="button"
        role="menuitem"
        className="editor-context-menu__item"
        onClick={() => {
          onClose();
          onDelete();
        }}
      >
        Delete
      </button>
    </div>
  );
}
