import { afterEach, describe, expect, it } from 'vitest';
import { installFieldUndoGuard } from './field-undo-guard';

/** A Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y keydown on `target`; returns whether it was let through to the browser. */
function press(target: HTMLElement, key: 'z' | 'y', shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', { key, ctrlKey: true, shiftKey, bubbles: true, cancelable: true });
  return target.dispatchEvent(event);
}

function typeInto(field: HTMLInputElement, value: string, inputType = 'insertText') {
  field.value = value;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType }));
}

describe('field undo guard', () => {
  let remove = () => {};
  afterEach(() => {
    remove();
    document.body.innerHTML = '';
  });

  function setup() {
    document.body.innerHTML = '<input id="x" value="220"><input id="radius" value="0"><button id="b">b</button>';
    remove = installFieldUndoGuard(document.body);
    const x = document.getElementById('x') as HTMLInputElement;
    const radius = document.getElementById('radius') as HTMLInputElement;
    return { x, radius };
  }

  it("lets the field undo its own typing, then stops before the browser reaches another field's", () => {
    const { radius } = setup();
    radius.focus();
    typeInto(radius, '05');
    expect(press(radius, 'z')).toBe(true);
    typeInto(radius, '0', 'historyUndo');
    expect(press(radius, 'z')).toBe(false);
  });

  it('blocks undo in a field nothing was typed in since it got focus', () => {
    const { x, radius } = setup();
    x.focus();
    typeInto(x, '270');
    radius.focus();
    expect(press(radius, 'z')).toBe(false);
  });

  it('allows as many redos as undos, and none after new typing', () => {
    const { radius } = setup();
    radius.focus();
    typeInto(radius, '5');
    press(radius, 'z');
    typeInto(radius, '0', 'historyUndo');
    expect(press(radius, 'z', true)).toBe(true);
    typeInto(radius, '5', 'historyRedo');
    expect(press(radius, 'y')).toBe(false);
    press(radius, 'z');
    typeInto(radius, '0', 'historyUndo');
    typeInto(radius, '7');
    expect(press(radius, 'y')).toBe(false);
  });

  it('leaves keys outside text fields alone', () => {
    setup();
    const button = document.getElementById('b') as HTMLElement;
    expect(press(button, 'z')).toBe(true);
  });
});
