import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu';

function renderMenu(onDelete = vi.fn()) {
  render(
    <div>
      <p>outside</p>
      <Menu
        trigger="⋮"
        label="Actions for Onboarding"
        items={[
          { key: 'copy', label: 'Copy link' },
          { key: 'duplicate', label: 'Duplicate', disabled: true },
          { key: 'delete', label: 'Delete', onSelect: onDelete, tone: 'danger' },
        ]}
      />
    </div>,
  );
  return screen.getByRole('button', { name: 'Actions for Onboarding' });
}

describe('Menu', () => {
  it('opens on click with the first item focused', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy link' }));
  });

  it('moves with arrow keys, skipping disabled items and wrapping', () => {
    fireEvent.click(renderMenu());
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy link' }));
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));
  });

  it('closes on Escape and returns focus to the button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on an outside click', () => {
    fireEvent.click(renderMenu());
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('runs the item action and closes', () => {
    const onDelete = vi.fn();
    fireEvent.click(renderMenu(onDelete));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows grouped items under their heading and moves through them like the rest', () => {
    render(
      <Menu
        trigger="Account"
        items={[
          { key: 'profile', label: 'Profile' },
          { key: 'a', label: 'Acme', group: 'Switch company', current: true, disabled: true },
          { key: 'b', label: 'Globex', group: 'Switch company' },
          { key: 'logout', label: 'Logout' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const group = screen.getByRole('group', { name: 'Switch company' });
    expect(Array.from(group.querySelectorAll('[role="menuitem"]')).map((item) => item.textContent)).toEqual(['Acme', 'Globex']);
    expect(screen.getByRole('menuitem', { name: 'Acme' }).getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Globex' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
  });
});
