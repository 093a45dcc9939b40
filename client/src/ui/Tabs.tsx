import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Small count shown next to the label (e.g. the number of materials). */
  badge?: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection; omit to let Tabs keep its own. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right (wrapping), Home and End move and select.
 * Only the selected tab is in the tab order; its panel follows it.
 */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onChange, className }: TabsProps) {
  const baseId = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id;
  const [internal, setInternal] = useState(defaultSelectedId ?? firstEnabled);
  const current = selectedId ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);

  function select(id: string) {
    if (selectedId === undefined) setInternal(id);
    onChange?.(id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const position = enabled.findIndex((tab) => tab.id === current);
    const targets: Record<string, TabItem | undefined> = {
      ArrowRight: enabled[(position + 1) % enabled.length],
      ArrowLeft: enabled[(position - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled.at(-1),
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  }

  return (
    <div className={['ui-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="ui-tabs__list" onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className="ui-tabs__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
              {tab.badge !== undefined && <span className="ui-badge">{tab.badge}</span>}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel focusable when it may hold no focusable content.
          tabIndex={0}
          className="ui-tabs__panel"
        >
          {tab.id === current && tab.content}
        </div>
      ))}
    </div>
  );
}
