/**
 * Path settings (authoring.md §3 "Path config keys"): the page header's headline, description,
 * logo and cover image, and the colours and fonts of the header, content, body and theme. Each
 * change is an undoable edit of the draft, saved like any other and shown by the viewer once
 * published.
 */
import { CONFIG_LIMITS, type ConfigValue, isColour, type PathDoc } from '@learnhub/content';
import { useId } from 'react';
import { Button, Dialog } from '../../../ui';
import { type EditorStore, useEditorDoc } from '../../../kit/editor';
import { GestureField } from '../elements/GestureField';
import { UploadArea } from '../elements/UploadArea';
import { setConfigValue } from '../model/operations';
import { FONTS } from './StyleFields';

type Props = { store: EditorStore<PathDoc>; onClose(): void };

function ValueField({ store, value }: { store: EditorStore<PathDoc>; value: ConfigValue }) {
  const id = useId();
  const set = (next: string) => store.edit(setConfigValue(value.id, next));
  switch (value.type) {
    case 'text':
    case 'textarea':
      return (
        <GestureField
          store={store}
          visibleLabel
          multiline={value.type === 'textarea'}
          value={value.value}
          label={value.title}
          maxLength={CONFIG_LIMITS.value}
          edit={(next) => setConfigValue(value.id, next)}
        />
      );
    case 'color':
      return (
        <div className="path-design__field">
          <label htmlFor={id}>{value.title}</label>
          <div className="path-design__colour">
            <input
              type="color"
              aria-label={`${value.title} picker`}
              value={/^#[0-9a-f]{6}$/i.test(value.value) ? value.value : '#000000'}
              onChange={(e) => set(e.target.value.toUpperCase())}
            />
            <input
              id={id}
              className="path-field"
              key={value.value}
              defaultValue={value.value}
              onBlur={(e) => isColour(e.target.value) && e.target.value !== value.value && set(e.target.value)}
            />
          </div>
        </div>
      );
    case 'font':
      return (
        <div className="path-design__field">
          <label htmlFor={id}>{value.title}</label>
          <select id={id} className="path-field" value={value.value} onChange={(e) => set(e.target.value)}>
            {[...new Set([value.value, ...FONTS])].filter(Boolean).map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </div>
      );
    case 'px-size':
      return (
        <div className="path-design__field">
          <label htmlFor={id}>{value.title}</label>
          <input
            id={id}
            className="path-field"
            type="number"
            min={0}
            max={240}
            value={Number.parseFloat(value.value) || 0}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isFinite(n) && n >= 0 && n <= 240) set(`${n}px`);
            }}
          />
        </div>
      );
    case 'percent':
      // Blank: no pass mark. Whole percentages only (the server refuses anything else).
      return (
        <div className="path-design__field">
          <label htmlFor={id}>{value.title}</label>
          <input
            id={id}
            className="path-field"
            type="number"
            min={1}
            max={100}
            step={1}
            placeholder="None"
            aria-describedby={`${id}-hint`}
            key={value.value}
            defaultValue={value.value}
            onBlur={(e) => {
              const raw = e.target.value.trim();
              const n = Number(raw);
              if (raw === '' || (Number.isInteger(n) && n >= 1 && n <= 100)) raw !== value.value && set(raw);
              else e.target.value = value.value;
            }}
          />
          <small id={`${id}-hint`} className="path-design__hint">
            The share of right answers a learner needs to complete the path. Leave blank for none.
          </small>
        </div>
      );
    case 'upload':
      return (
        <div className="path-design__field">
          <span>{value.title}</span>
          {value.value && <img className="path-settings__preview" src={value.value} alt={`${value.title} now`} />}
          <UploadArea
            kind="image"
            label={value.value ? `Replace ${value.title.toLowerCase()}` : `Upload ${value.title.toLowerCase()}`}
            onUploaded={(f) => set(f.url)}
          />
          {value.value && (
            <Button variant="secondary" size="sm" onClick={() => set('')}>
              Remove {value.title.toLowerCase()}
            </Button>
          )}
        </div>
      );
  }
}

export function PathSettingsDialog({ store, onClose }: Props) {
  const config = useEditorDoc(store, (doc) => doc.config);
  return (
    <Dialog open onClose={onClose} title="Path settings" size="md" footer={<Button onClick={onClose}>Done</Button>}>
      <div className="path-settings">
        {config.map((section) => (
          <fieldset key={section.sectionId} className="path-settings__section">
            <legend>{section.sectionTitle || section.sectionId}</legend>
            {section.values.map((value) => (
              <ValueField key={value.id} store={store} value={value} />
            ))}
          </fieldset>
        ))}
      </div>
    </Dialog>
  );
}
