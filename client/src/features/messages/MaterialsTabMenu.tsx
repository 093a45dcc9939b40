import { useId } from 'react';
import { Tabs } from '../../ui';

const KINDS = [
  { id: 'walkthroughs', label: 'Walkthroughs', row: 'Walkthrough' },
  { id: 'docs', label: 'Docs', row: 'Doc' },
  { id: 'paths', label: 'Paths', row: 'Path' },
] as const;

const ROWS = [1, 2, 3, 4, 5];

/** The tab menu Walkthroughs, Docs, Paths: five placeholder rows each (nothing is loaded). */
export function MaterialsTabMenu() {
  const headingId = useId();
  return (
    <section className="messages-materials" aria-labelledby={headingId}>
      <h2 id={headingId} className="messages-materials__title">
        Materials
      </h2>
      <Tabs
        label="Materials"
        className="messages-materials__tabs"
        tabs={KINDS.map((kind) => ({
          id: kind.id,
          label: kind.label,
          content: (
            <ul className="messages-materials__rows" aria-label={`${kind.label} (placeholders)`}>
              {ROWS.map((n) => (
                <li key={n} className="messages-materials__row">
                  <span className="messages-materials__thumb" aria-hidden="true" />
                  <span className="messages-materials__text">
                    <span className="messages-materials__name">{`${kind.row} ${n}`}</span>
                    <span className="messages-materials__hint">Placeholder</span>
                  </span>
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </section>
  );
}
