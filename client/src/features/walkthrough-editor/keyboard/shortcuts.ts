/**
 * The walkthrough editor's own keyboard shortcuts (the selected layer's) as a pure mapping from a
 * key event to a command, so the rules (Shift for big nudges) are unit-tested without a browser.
 * Undo, redo and "is this typing" are the editor kit's (keyboard/history-keys.ts).
 */
import type { KeyInput } from '../../../kit/editor';

export type LayerCommand = { kind: 'delete' } | { kind: 'nudge'; dx: number; dy: number } | { kind: 'escape' };

const NUDGES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Keys acting on the selected layer: Delete/Backspace, arrows (1 px, Shift 10 px), Escape. */
export function layerCommand(event: KeyInput): LayerCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Delete' || event.key === 'Backspace') return { kind: 'delete' };
  if (event.key === 'Escape') return { kind: 'escape' };
  const nudge = NUDGES[event.key];
  if (!nudge) return null;
  const step = event.shiftKey ? 10 : 1;
  return { kind: 'nudge', dx: nudge[0] * step, dy: nudge[1] * step };
}
