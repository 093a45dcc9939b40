/**
 * The editor's keyboard shortcuts as a pure mapping from a key event to a command, so the rules
 * (no undo while typing, Shift for big nudges) are unit-tested without a browser.
 */

export type EditorCommand = { kind: 'undo' } | { kind: 'redo' } | { kind: 'delete' } | { kind: 'nudge'; dx: number; dy: number } | { kind: 'escape' };

export type KeyInput = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean };

/** Where the keys go to the element itself: text fields, selects, anything contenteditable. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  // Buttons-like inputs take no text.
  const type = (element as HTMLInputElement).type;
  return !['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'color', 'range', 'image'].includes(type);
}

/** Undo and redo: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y. Null for any other key. */
export function historyCommand(event: KeyInput): EditorCommand | null {
  const mod = event.ctrlKey || event.metaKey;
  if (!mod || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return { kind: 'redo' };
  return null;
}

const NUDGES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Keys acting on the selected layer: Delete/Backspace, arrows (1 px, Shift 10 px), Escape. */
export function layerCommand(event: KeyInput): EditorCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Delete' || event.key === 'Backspace') return { kind: 'delete' };
  if (event.key === 'Escape') return { kind: 'escape' };
  const nudge = NUDGES[event.key];
  if (!nudge) return null;
  const step = event.shiftKey ? 10 : 1;
  return { kind: 'nudge', dx: nudge[0] * step, dy: nudge[1] * step };
}
