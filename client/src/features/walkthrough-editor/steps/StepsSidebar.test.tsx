import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useContext } from 'react';
import { describe, expect, it } from 'vitest';
import { EditorContext } from '../editor-context';
import { initialUi } from '../editor-ui';
import { createEditorStore } from '../../../kit/editor';
import { docWithLayers, TestEditor } from '../test-editor-context';
import { StepsSidebar } from './StepsSidebar';

/** Shows the view state the sidebar changes, so the tests can read it. */
function Selection() {
  const ui = useContext(EditorContext)?.ui;
  return <output data-testid="selection">{`${ui?.stepId}|${ui?.layerId}|${ui?.tool}`}</output>;
}

function renderSidebar(initial = { ...initialUi(1), layerId: 'r1', tool: 'square' as const }) {
  const store = createEditorStore(docWithLayers());
  render(
    <TestEditor store={store} initial={initial}>
      <StepsSidebar />
      <Selection />
    </TestEditor>,
  );
  return store;
}

const names = () => screen.getAllByRole('listitem').map((item) => item.querySelector('.editor-step__name')?.textContent);
const selection = () => screen.getByTestId('selection').textContent;

describe('StepsSidebar', () => {
  it('lists the steps under the title "Steps", the selected one marked', () => {
    renderSidebar();
    expect(screen.getByRole('heading', { name: 'Steps' })).toBeTruthy();
    expect(names()).toEqual(['Step 1', 'Step 2']);
    expect(screen.getByRole('button', { name: /^Step 1/ }).getAttribute('aria-current')).toBe('step');
  });

  it('adds "Step 3" with the + button and selects it, as one undo step', () => {
    const store = renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(names()).toEqual(['Step 1', 'Step 2', 'Step 3']);
    expect(selection()).toBe(`${store.getDoc().steps[2]?.id}|null|null`);
    act(() => store.undo());
    expect(names()).toEqual(['Step 1', 'Step 2']);
  });

  it('clears the selected layer and the tool when another step is selected', () => {
    renderSidebar();
    expect(selection()).toBe('1|r1|square');
    fireEvent.click(screen.getByRole('button', { name: /^Step 2/ }));
    expect(selection()).toBe('2|null|null');
  });

  it('renames inline on double-click; Save leaves edit mode', () => {
    const store = renderSidebar();
    fireEvent.doubleClick(screen.getByRole('button', { name: /^Step 2/ }));
    const form = screen.getByRole('form', { name: 'Edit Step 2' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Sign in' } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Enter your e-mail' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(store.getDoc().steps[1]).toMatchObject({ name: 'Sign in', description: 'Enter your e-mail' });
  });

  it('cancels inline editing with Escape', () => {
    const store = renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Step 1' }));
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Nope' } });
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(store.getDoc().steps[0]?.name).toBe('Step 1');
  });

  it('selects another step when the selected one is deleted, and keeps the last one', () => {
    renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Step 1' }));
    expect(names()).toEqual(['Step 2']);
    expect(selection()).toBe('2|null|null');
    expect((screen.getByRole('button', { name: 'Delete Step 2' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives every step a keyboard handle for reordering', () => {
    renderSidebar();
    const handle = screen.getByRole('button', { name: 'Reorder Step 1' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    expect(handle.getAttribute('aria-describedby')).toBeTruthy();
  });
});
