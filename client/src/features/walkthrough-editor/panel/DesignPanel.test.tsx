import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialUi } from '../editor-ui';
import { createEditorStore } from '../../../kit/editor';
import type { WalkthroughStore } from '../model/walkthrough-store';
import { docWithLayers, TestEditor } from '../test-editor-context';
import { DesignPanel } from './DesignPanel';

function renderPanel(layerId: string | null) {
  const store = createEditorStore(docWithLayers());
  render(
    <TestEditor store={store} initial={{ ...initialUi(1), layerId }}>
      <DesignPanel />
    </TestEditor>,
  );
  return store;
}

const layer = (store: WalkthroughStore, id: string) => store.getDoc().steps[0]?.layers.find((candidate) => candidate.id === id);

describe('DesignPanel', () => {
  it("shows the selected layer's options, labelled", () => {
    renderPanel('r1');
    expect(screen.getByRole('heading', { name: 'Rectangle' })).toBeTruthy();
    expect((screen.getByLabelText('Width') as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText('Fill color') as HTMLInputElement).value).toBe('#FFFFFF');
    expect(screen.getByLabelText('Fill color: picker')).toBeTruthy();
  });

  it('makes all the typing in one field one undo step', () => {
    const store = renderPanel('r1');
    const width = screen.getByLabelText('Width');
    fireEvent.focus(width);
    for (const value of ['1', '15', '150']) fireEvent.change(width, { target: { value } });
    fireEvent.blur(width);
    expect(layer(store, 'r1')?.width).toBe(150);
    store.undo();
    expect(layer(store, 'r1')?.width).toBe(100);
    expect(store.canUndo()).toBe(false);
  });

  it('keeps numbers out of range away from the document', () => {
    const store = renderPanel('r1');
    const border = screen.getByLabelText('Border width');
    fireEvent.focus(border);
    fireEvent.change(border, { target: { value: '-3' } });
    expect(layer(store, 'r1')).toMatchObject({ strokeWidth: 1 });
    expect(screen.getByText('From 0 to 100.')).toBeTruthy();
  });

  it('accepts a typed colour only once the server would', () => {
    const store = renderPanel('r1');
    const fill = screen.getByLabelText('Fill color');
    fireEvent.focus(fill);
    fireEvent.change(fill, { target: { value: '#12' } });
    expect(layer(store, 'r1')).toMatchObject({ fill: '#FFFFFF' });
    fireEvent.change(fill, { target: { value: '#123456' } });
    expect(layer(store, 'r1')).toMatchObject({ fill: '#123456' });
  });

  it("edits a dropdown's options: add, rename, reorder, remove", () => {
    const store = renderPanel('d1');
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    const second = screen.getByLabelText('Option 2');
    fireEvent.focus(second);
    fireEvent.change(second, { target: { value: 'Other' } });
    fireEvent.blur(second);
    fireEvent.click(screen.getByRole('button', { name: 'Move option 2 up' }));
    const options = () => (layer(store, 'd1') as { options: { title: string; order: number }[] }).options.map((option) => [option.order, option.title]);
    expect(options()).toEqual([
      [1, 'Other'],
      [2, 'Item 1'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(options()).toEqual([[1, 'Item 1']]);
  });

  it("shows the step's fields, alt text hint and style sections without a selected layer", () => {
    const store = renderPanel(null);
    expect(screen.getByRole('heading', { name: 'Step' })).toBeTruthy();
    const alt = screen.getByLabelText('Alt text');
    expect(alt.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText("Describe the screenshot for people who can't see it")).toBeTruthy();
    fireEvent.focus(alt);
    fireEvent.change(alt, { target: { value: 'The sign-in page' } });
    fireEvent.blur(alt);
    expect(store.getDoc().steps[0]?.altText).toBe('The sign-in page');
    expect(screen.getByText('Top Navigation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove background' }));
    expect(store.getDoc().steps[0]).toMatchObject({ backgroundUrl: null, backgroundHeight: null });
  });
});
