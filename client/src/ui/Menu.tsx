import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';

export interface MenuItem {
  key: string;
  label: ReactNode;
  /** Called on click, Enter or Space. For link items, call event.preventDefault() to navigate client-side. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /** Renders the item as a link. */
  href?: string;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  /** Items next to each other with the same group are shown under that heading (a `group` in the menu). */
  group?: string;
  /** Marks the item as the current choice (e.g. the company the session acts for). */
  current?: boolean;
}

export interface MenuProps {
  /** Content of the trigger button (text, an avatar, an icon). */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text (e.g. "Actions for Onboarding"). */
  label?: string;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
  className?: string;
  triggerClassName?: string;
}

/**
 * Menu button (WAI-ARIA menu pattern): arrows, Home and End move between items, Escape closes and
 * returns focus to the button, Tab or a click outside closes.
 */
export function Menu({ trigger, label, items, align = 'end', className, triggerClassName }: MenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const buttonId = useId();
  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((index) => index >= 0);

  useEffect(() => {
    if (!open) return;
    function handlePointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  function openAt(index: number | undefined) {
    if (index === undefined) return;
    setFocusIndex(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? enabled[0] : enabled.at(-1));
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const position = enabled.indexOf(focusIndex);
    const moves: Record<string, number | undefined> = {
      ArrowDown: enabled[(position + 1) % enabled.length],
      ArrowUp: enabled[(position - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled.at(-1),
    };
    if (event.key in moves) {
      event.preventDefault();
      const next = moves[event.key];
      if (next !== undefined) setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // do not also close an enclosing dialog
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  function handleSelect(item: MenuItem, event: MouseEvent<HTMLElement>) {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    item.onSelect?.(event);
    close(true);
  }

  function renderItem({ item, index }: { item: MenuItem; index: number }) {
    const common = {
      ref: (element: HTMLElement | null) => {
        itemRefs.current[index] = element;
      },
      role: 'menuitem',
      tabIndex: index === focusIndex ? 0 : -1,
      'aria-disabled': item.disabled || undefined,
      'aria-current': item.current || undefined,
      className: `ui-menu__item${item.tone === 'danger' ? ' ui-menu__item--danger' : ''}${item.current ? ' ui-menu__item--current' : ''}`,
      onClick: (event: MouseEvent<HTMLElement>) => handleSelect(item, event),
    };
    return (
      <li key={item.key} role="none">
        {item.href ? (
          <a {...common} href={item.href}>
            {item.label}
          </a>
        ) : (
          <button {...common} type="button">
            {item.label}
          </button>
        )}
      </li>
    );
  }

  return (
    <div ref={rootRef} className={['ui-menu', className].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={['ui-menu__button', triggerClassName].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => (open ? close(false) : openAt(enabled[0]))}
        onKeyDown={handleButtonKeyDown}
      >
        {trigger}
      </button>
      {open && (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA menu button pattern: a list with role="menu" and keyboard handling.
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className={`ui-menu__list ui-menu__list--${align}`} onKeyDown={handleMenuKeyDown}>
          {groupItems(items).map((segment) =>
            segment.group ? (
              <li key={`group-${segment.group}`} role="none" className="ui-menu__group">
                <span className="ui-menu__group-label" aria-hidden="true">
                  {segment.group}
                </span>
                <ul role="group" aria-label={segment.group} className="ui-menu__group-list">
                  {segment.entries.map(renderItem)}
                </ul>
              </li>
            ) : (
              <Fragment key={`items-${segment.entries[0]?.index}`}>{segment.entries.map(renderItem)}</Fragment>
            ),
          )}
        </ul>
      )}
    </div>
  );
}

/** Splits the items into runs: ungrouped items, and runs of neighbours that share a group. */
function groupItems(items: readonly MenuItem[]): { group?: string; entries: { item: MenuItem; index: number }[] }[] {
  const segments: { group?: string; entries: { item: MenuItem; index: number }[] }[] = [];
  items.forEach((item, index) => {
    const last = segments.at(-1);
    if (last && last.group === item.group) last.entries.push({ item, index });
    else segments.push({ group: item.group, entries: [{ item, index }] });
  });
  return segments;
}
