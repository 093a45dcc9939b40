/**
 * The keys every editor shares, as a pure mapping from a key event, so the rules (undo and redo
 * chords, what counts as typing) are unit-tested without a browser.
 */

export type HistoryCommand = { kind: 'undo' } | { kind: 'redo' };

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
export function historyCommand(event: KeyInput): HistoryCommand | null {
  const mod = event.ctrlKey || event.metaKey;
  if (!mod || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return { kind: 'redo' };
  return null;
}
