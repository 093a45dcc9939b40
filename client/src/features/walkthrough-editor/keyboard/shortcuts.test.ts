import { describe, expect, it } from 'vitest';
import { layerCommand } from './shortcuts';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('layerCommand', () => {
  it('nudges 1 px with arrows and 10 px with Shift', () => {
    expect(layerCommand(key('ArrowLeft'))).toEqual({ kind: 'nudge', dx: -1, dy: 0 });
    expect(layerCommand(key('ArrowDown', { shiftKey: true }))).toEqual({ kind: 'nudge', dx: 0, dy: 10 });
  });

  it('deletes on Delete and Backspace, not with a modifier', () => {
    expect(layerCommand(key('Delete'))).toEqual({ kind: 'delete' });
    expect(layerCommand(key('Backspace'))).toEqual({ kind: 'delete' });
    expect(layerCommand(key('Backspace', { metaKey: true }))).toBeNull();
  });

  it('maps Escape and ignores other keys', () => {
    expect(layerCommand(key('Escape'))).toEqual({ kind: 'escape' });
    expect(layerCommand(key('a'))).toBeNull();
  });
});
