/**
 * A SCORM package as learners and authors see it: its name, its items (a course may have
 * several SCOs: the learner picks one, the first not yet complete opens first), and the chosen
 * item playing in its runtime frame. Completion is the package's to report ("reported"): there
 * is no Complete or Finish button, only each item's state beside it.
 */
import { useState } from 'react';
import { type PackageCommit, type PackageResume, PackageRuntimeFrame } from './PackageRuntimeFrame';
import './package-player.css';

export type PackageViewItem = { stepId: number; identifier: string; title: string; sco: boolean; runtimeUrl?: string | null };

type Props = {
  name: string;
  items: readonly PackageViewItem[];
  completedStepIds?: ReadonlySet<number>;
  /** Each item's resume data by step id (signed-in learners). */
  resume?: ReadonlyMap<number, PackageResume>;
  learner?: { id: string; name: string } | null;
  onCommit?: (stepId: number, commit: PackageCommit) => void;
  /** Shown above the player (save state, the learner's standing). */
  status?: React.ReactNode;
};

export function PackageView({ name, items, completedStepIds = new Set(), resume, learner = null, onCommit, status }: Props) {
  const firstOpen = items.find((i) => !completedStepIds.has(i.stepId)) ?? items[0];
  const [chosen, setChosen] = useState<number | null>(firstOpen?.stepId ?? null);
  const current = items.find((i) => i.stepId === chosen) ?? items[0];
  return (
    <div className="package-view">
      <h1 className="package-view__title">{name}</h1>
      {status && <div className="package-view__status">{status}</div>}
      {items.length > 1 && (
        <nav aria-label="Course items" className="package-view__items">
          <ol>
            {items.map((item) => (
              <li key={item.stepId}>
                <button
                  type="button"
                  className="package-view__item"
                  aria-current={item.stepId === current?.stepId ? 'step' : undefined}
                  onClick={() => setChosen(item.stepId)}
                >
                  <span>{item.title || item.identifier}</span>
                  {completedStepIds.has(item.stepId) && <span className="package-view__done">Completed</span>}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {!current ? (
        <p>This package has nothing to play.</p>
      ) : current.runtimeUrl ? (
        <PackageRuntimeFrame
          key={current.stepId}
          runtimeUrl={current.runtimeUrl}
          title={current.title || name}
          resume={resume?.get(current.stepId) ?? null}
          learner={learner}
          onCommit={onCommit ? (commit) => onCommit(current.stepId, commit) : undefined}
        />
      ) : (
        <p role="alert">The course player is not reachable right now. Try again in a moment.</p>
      )}
    </div>
  );
}
