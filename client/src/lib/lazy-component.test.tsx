import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('shows its fallback, not the page’s, until the module is there, then the component with its props', async () => {
    let finish!: (component: typeof Greeting) => void;
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (finish = resolve)), <p>Loading…</p>);
    render(
      <main>
        <h1>Page</h1>
        <Lazy name="Ada" />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(await screen.findByText('Loading…')).toBeTruthy();
    finish(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('loads once, whether preloaded or rendered', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      return Greeting;
    });
    Lazy.preload();
    Lazy.preload();
    render(<Lazy name="Grace" />);
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('tries again after a failed preload', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return Greeting;
    });
    Lazy.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Lazy name="Alan" />);
    expect(await screen.findByText('Hello Alan')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
