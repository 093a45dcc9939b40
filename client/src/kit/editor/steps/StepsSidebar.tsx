/**
 * The Steps sidebar frame of every editor (authoring.md §2): the "Steps" heading with Add step,
 * and the ordered list, reordered by drag and drop or by keyboard (SortableList: focus a step's
 * handle, Space, arrows, Space). The editor renders the steps (`children`: one `<li>` each, using
 * `useSortableItem` or dnd-kit's `useSortable`) and keeps its own look (`classes`).
 */
import type { ReactNode } from 'react';
import { SortableList } from '../sortable/SortableList';
import { PlusIcon } from '../toolbar/icons';

type Props = {
  /** The steps' ids, in order. */
  ids: readonly number[];
  /** A step's spoken name in the reorder announcements. */
  labelOf(id: number): string;
  onMove(fromIndex: number, toIndex: number): void;
  /** False at the kind's step limit: Add step is disabled. */
  canAdd: boolean;
  onAdd(): void;
  /** The heading's id (the aside and the list are labelled by it). */
  headingId: string;
  classes: { root: string; head: string; heading?: string; add: string; list: string };
  children: ReactNode;
};

export function StepsSidebar({ ids, labelOf, onMove, canAdd, onAdd, headingId, classes, children }: Props) {
  return (
    <aside className={classes.root} aria-labelledby={headingId}>
      <div className={classes.head}>
        <h2 id={headingId} className={classes.heading}>
          Steps
        </h2>
        <button type="button" className={classes.add} aria-label="Add step" title="Add step" disabled={!canAdd} onClick={onAdd}>
          <PlusIcon />
        </button>
      </div>
      <SortableList ids={ids} noun="step" labelOf={(id) => labelOf(id as number)} onMove={onMove}>
        <ol className={classes.list} aria-labelledby={headingId}>
          {children}
        </ol>
      </SortableList>
    </aside>
  );
}
