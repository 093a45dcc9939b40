/**
 * Ctrl/Cmd+Z in a text field undoes that field's typing and nothing else. Chromium keeps one
 * undo list for all the text fields of a page: pressing Ctrl+Z again after a field is back to
 * where it started jumps to another field and reverts it — a design field of another property
 * of the layer, whose change the editor would then take as a new edit. So per focused field we
 * let the browser undo only while the field differs from its value at focus, and redo only as
 * many times as it undid; anything more is blocked (the canvas history is not used while typing
 * either: the issue asks that undo never reaches past the field being typed in).
 */
import { historyCommand, isTypingTarget } from './history-keys';

type FieldState = { initial: string; undone: number };
type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (target: EventTarget | null): target is TextField =>
  (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && isTypingTarget(target);

/** Installs the guard on `root` (the editor's element); returns the function that removes it. */
export function installFieldUndoGuard(root: HTMLElement): () => void {
  const fields = new WeakMap<TextField, FieldState>();

  function handleFocusIn(event: FocusEvent) {
    if (isTextField(event.target)) fields.set(event.target, { initial: event.target.value, undone: 0 });
  }
  function handleInput(event: Event) {
    const state = isTextField(event.target) ? fields.get(event.target) : undefined;
    const type = (event as InputEvent).inputType;
    // New typing empties the browser's redo list for the field.
    if (state && type !== 'historyUndo' && type !== 'historyRedo') state.undone = 0;
  }
  function handleKeyDown(event: KeyboardEvent) {
    const command = historyCommand(event);
    if (!command || !isTextField(event.target)) return;
    const field = event.target;
    const state = fields.get(field) ?? { initial: field.value, undone: 0 };
    fields.set(field, state);
    if (command.kind === 'undo' && field.value !== state.initial) state.undone += 1;
    else if (command.kind === 'redo' && state.undone > 0) state.undone -= 1;
    else event.preventDefault();
  }

  root.addEventListener('focusin', handleFocusIn);
  root.addEventListener('input', handleInput, true);
  root.addEventListener('keydown', handleKeyDown, true);
  return () => {
    root.removeEventListener('focusin', handleFocusIn);
    root.removeEventListener('input', handleInput, true);
    root.removeEventListener('keydown', handleKeyDown, true);
  };
}
