/** Font, size and colour of a text element (authoring.md §3 "Design option kinds"). */
import { isColour, PATH_LIMITS, type PathDoc } from '@learnhub/content';
import { useId } from 'react';
import type { EditorStore } from '../../../kit/editor';
import type { PathRecipe } from '../model/operations';

/** The spec's font choices, and Open Sans (the default of every text element). */
export const FONTS = ['Open Sans', 'Inter', 'Lato', 'Monospace', 'Georgia', 'Serif', 'Cursive', 'Fantasy'];

type Props = {
  store: EditorStore<PathDoc>;
  style: { fontFamily: string; fontSize: number; color: string; fill?: string };
  set(patch: Record<string, unknown>): PathRecipe;
};

function ColourField({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  const id = useId();
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
  return (
    <div className="path-design__field">
      <label htmlFor={id}>{label}</label>
      <div className="path-design__colour">
        <input type="color" aria-label={`${label} picker`} value={hex} onChange={(e) => onChange(e.target.value.toUpperCase())} />
        <input
          id={id}
          className="path-field"
          defaultValue={value}
          key={value}
          maxLength={64}
          onBlur={(e) => isColour(e.target.value) && e.target.value !== value && onChange(e.target.value)}
        />
      </div>
    </div>
  );
}

export function StyleFields({ store, style, set }: Props) {
  const fontId = useId();
  const sizeId = useId();
  return (
    <>
      <div className="path-design__field">
        <label htmlFor={fontId}>Font</label>
        <select id={fontId} className="path-field" value={style.fontFamily} onChange={(e) => store.edit(set({ fontFamily: e.target.value }))}>
          {[...new Set([style.fontFamily, ...FONTS])].map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
      </div>
      <div className="path-design__field">
        <label htmlFor={sizeId}>Font size</label>
        <input
          id={sizeId}
          className="path-field"
          type="number"
          min={1}
          max={PATH_LIMITS.maxFontSize}
          value={style.fontSize}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isFinite(n) && n >= 1 && n <= PATH_LIMITS.maxFontSize) store.edit(set({ fontSize: n }));
          }}
        />
      </div>
      <ColourField label="Colour" value={style.color} onChange={(color) => store.edit(set({ color }))} />
      {style.fill !== undefined && <ColourField label="Background" value={style.fill} onChange={(fill) => store.edit(set({ fill }))} />}
    </>
  );
}
