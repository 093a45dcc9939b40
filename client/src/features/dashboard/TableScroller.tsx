/**
 * A table that may be wider than a narrow screen scrolls sideways in its own box, never the page.
 * Only while it overflows, the box joins the tab order (named, so a keyboard user can scroll it
 * with the arrow keys and knows what it is); otherwise it is a plain box and no extra tab stop.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="dashboard-table__scroll" {...(overflowing ? { role: 'group', 'aria-label': `${label} (scrolls sideways)`, tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}
