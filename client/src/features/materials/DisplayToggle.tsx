import type { MaterialsDisplay } from './MaterialsView';

/** Grid / List switch (two toggle buttons); grid is the default (spec §9). */
export function DisplayToggle({ value, onChange }: { value: MaterialsDisplay; onChange: (value: MaterialsDisplay) => void }) {
  return (
    <div className="display-toggle" role="group" aria-label="Display">
      {(['grid', 'list'] as const).map((option) => (
        <button key={option} type="button" className="display-toggle__button" aria-pressed={value === option} onClick={() => onChange(option)}>
          {option === 'grid' ? 'Grid' : 'List'}
        </button>
      ))}
    </div>
  );
}
