import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WalkthroughStep } from '../../lib/walkthrough/types';
import { WalkthroughPlayer } from './WalkthroughPlayer';

// jsdom has no canvas: the Konva drawing is covered by the browser journey.
vi.mock('./stage/StageCanvas', () => ({ default: () => null }));

const step = (n: number, layers: WalkthroughStep['layers'] = []): WalkthroughStep => ({
  id: n,
  name: `Step ${n}`,
  title: `Title ${n}`,
  description: `Description ${n}`,
  altText: n === 1 ? 'The dashboard' : '',
  backgroundUrl: null,
  backgroundHeight: null,
  layers,
});

const hotspot = {
  id: 'h1',
  type: 'hotspot' as const,
  x: 10,
  y: 10,
  width: 100,
  height: 50,
  rotation: 0,
  fill: 'rgba(0,255,255,0.5)',
  stroke: '#000',
  strokeWidth: 1,
  cornerRadius: 0,
};
const input = {
  id: 'i1',
  type: 'textInput' as const,
  x: 10,
  y: 100,
  width: 150,
  height: 30,
  rotation: 0,
  placeholder: 'Your e-mail',
  placeholderColor: '#888',
  textColor: '#000',
  fill: '#fff',
  stroke: '#ccc',
  strokeWidth: 1,
  fontSize: 12,
};
const dropdown = {
  id: 'd1',
  type: 'dropdown' as const,
  x: 200,
  y: 100,
  width: 100,
  height: 30,
  rotation: 0,
  placeholder: 'Plan',
  placeholderColor: '#888',
  textColor: '#000',
  fill: '#fff',
  stroke: '#000',
  strokeWidth: 1,
  fontSize: 12,
  options: [
    { id: 'o2', order: 2, title: 'Business' },
    { id: 'o1', order: 1, title: 'Starter' },
  ],
};

function renderPlayer(steps: WalkthroughStep[], onFinish = vi.fn()) {
  render(<WalkthroughPlayer name="Getting started" steps={steps} config={[]} mode="app" onFinish={onFinish} />);
  return onFinish;
}

const heading = () => screen.getByRole('heading', { level: 2 });

describe('WalkthroughPlayer', () => {
  it('shows the first step with Back disabled and the screenshot named by its alt text', () => {
    renderPlayer([step(1), step(2)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Getting started' })).toBeTruthy();
    expect(heading().textContent).toBe('Title 1');
    expect(screen.getByText('Description 1')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The dashboard' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Step 1: Title 1' }).getAttribute('aria-current')).toBe('step');
  });

  it("never shows learners the editor's untouched default description, in any mode", () => {
    for (const mode of ['app', 'preview', 'hub', 'embed', 'inline'] as const) {
      const { unmount } = render(
        <WalkthroughPlayer
          name="Getting started"
          steps={[
            { ...step(1), description: 'Add a description to this step' },
            { ...step(2), description: ' Add a description to this step, then more' },
          ]}
          config={[]}
          mode={mode}
        />,
      );
      expect(screen.queryByText('Add a description to this step'), mode).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      // Text the author wrote around it is theirs, and is shown.
      expect(screen.getByText('Add a description to this step, then more'), mode).toBeTruthy();
      unmount();
    }
  });

  it('in the hub the page has the h1: the player names itself without one', () => {
    render(<WalkthroughPlayer name="Getting started" steps={[step(1)]} config={[]} mode="hub" />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('region', { name: 'Getting started' })).toBeTruthy();
  });

  it('moves with Next and Back, focusing the heading and announcing the step', () => {
    renderPlayer([step(1), step(2), step(3)]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading().textContent).toBe('Title 2');
    expect(document.activeElement).toBe(heading());
    expect(screen.getByText('Step 2 of 3: Title 2')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Screenshot for step 2: Title 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading().textContent).toBe('Title 1');
  });

  it('moves with the arrow keys, but not while typing in a field', () => {
    renderPlayer([step(1, [input]), step(2)]);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your e-mail' }), { key: 'ArrowRight' });
    expect(heading().textContent).toBe('Title 1');
    fireEvent.keyDown(heading(), { key: 'ArrowRight' });
    expect(heading().textContent).toBe('Title 2');
    fireEvent.keyDown(heading(), { key: 'ArrowRight' });
    expect(heading().textContent).toBe('Title 2');
    fireEvent.keyDown(heading(), { key: 'ArrowLeft' });
    expect(heading().textContent).toBe('Title 1');
  });

  it('goes to the next step from a hotspot and finishes from the last one', () => {
    const onFinish = renderPlayer([step(1, [hotspot]), step(2, [{ ...hotspot, id: 'h2' }])]);
    fireEvent.click(screen.getByRole('button', { name: 'Hotspot 1 of 1: go to the next step' }));
    expect(heading().textContent).toBe('Title 2');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hotspot 1 of 1: finish the walkthrough' }));
    expect(screen.getByRole('heading', { name: "You've completed Getting started" })).toBe(document.activeElement);
    expect(onFinish).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(heading().textContent).toBe('Title 1');
  });

  it('keeps typed text and the chosen option when coming back to a step', () => {
    renderPlayer([step(1, [input, dropdown]), step(2)]);
    const select = screen.getByRole('combobox', { name: 'Plan' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Plan', 'Starter', 'Business']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your e-mail' }), { target: { value: 'me@example.com' } });
    fireEvent.change(select, { target: { value: 'o2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('textbox', { name: 'Your e-mail' }) as HTMLInputElement).value).toBe('me@example.com');
    expect((screen.getByRole('combobox', { name: 'Plan' }) as HTMLSelectElement).value).toBe('o2');
  });

  it('jumps to a step from the indicator and scrolls a window of 8', () => {
    renderPlayer(Array.from({ length: 12 }, (_, i) => step(i + 1)));
    expect(screen.queryByRole('button', { name: /^Step 9:/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Later steps' }));
    act(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Step 10: Title 10' }));
    expect(heading().textContent).toBe('Title 10');
    expect(screen.getByRole('button', { name: 'Step 10: Title 10' }).getAttribute('aria-current')).toBe('step');
    expect((screen.getByRole('button', { name: 'Later steps' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there are no steps', () => {
    renderPlayer([]);
    expect(screen.getByText('This walkthrough has no steps yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
