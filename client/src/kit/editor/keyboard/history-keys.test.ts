import { describe, expect, it } from 'vitest';
import { historyCommand, isTypingTarget } from './history-keys';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

/** A stand-in for a DOM element: what isTypingTarget reads. */
function element(tagName: string, extra: Record<string, unknown> = {}) {
  return { tagName, isContentEditable: false, closest: () => null, ...extra } as unknown as EventTarget;
}

describe('historyCommand', () => {
  it('undoes on Ctrl+Z and Cmd+Z', () => {
    expect(historyCommand(key('z', { ctrlKey: true }))).toEqual({ kind: 'undo' });
    expect(historyCommand(key('z', { metaKey: true }))).toEqual({ kind: 'undo' });
  });

  it('redoes on Ctrl+Shift+Z (any case) and Ctrl+Y', () => {
    expect(historyCommand(key('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'redo' });
    expect(historyCommand(key('z', { metaKey: true, shiftKey: true }))).toEqual({ kind: 'redo' });
    expect(historyCommand(key('y', { ctrlKey: true }))).toEqual({ kind: 'redo' });
  });

  it('ignores plain letters and Alt combinations', () => {
    expect(historyCommand(key('z'))).toBeNull();
    expect(historyCommand(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyCommand(key('s', { ctrlKey: true }))).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true for text inputs, textareas, selects and contenteditable', () => {
    expect(isTypingTarget(element('INPUT', { type: 'text' }))).toBe(true);
    expect(isTypingTarget(element('INPUT', { type: 'number' }))).toBe(true);
    expect(isTypingTarget(element('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(element('SELECT'))).toBe(true);
    expect(isTypingTarget(element('DIV', { isContentEditable: true }))).toBe(true);
    expect(isTypingTarget(element('SPAN', { closest: () => ({}) }))).toBe(true);
  });

  it('is false for buttons, checkboxes, colour pickers and no target', () => {
    expect(isTypingTarget(element('BUTTON'))).toBe(false);
    expect(isTypingTarget(element('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(element('INPUT', { type: 'color' }))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
