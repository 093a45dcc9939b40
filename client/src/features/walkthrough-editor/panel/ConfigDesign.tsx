/**
 * The walkthrough's style configuration (authoring.md §3 "Walkthrough configuration"): each
 * section (Top Navigation, Main Content Area, Embedded Area…) with its values by type.
 */
import type { ChangeEvent } from 'react';
import type { ConfigSection, ConfigValue } from '../../../lib/walkthrough/types';
import { IMAGE_ACCEPT } from '../../../lib/image-file';
import { Button } from '../../../ui';
import { useEditor } from '../editor-context';
import { useLibraryUpload } from '../library/use-library-upload';
import { updateConfigValue } from '../model/operations';
import { FONTS, PX_SIZE, pxValue } from './design-options';
import { ChoiceInput } from './fields/ChoiceInput';
import { ColorInput } from './fields/ColorInput';
import { NumberInput } from './fields/NumberInput';
import { TextInput } from './fields/TextInput';

const VALUE_LENGTH = 2000;

export function ConfigDesign({ config }: { config: readonly ConfigSection[] }) {
  const { store } = useEditor();
  if (config.length === 0) return null;
  return (
    <section className="editor-config" aria-labelledby="editor-config-title">
      <h2 className="editor-panel__title" id="editor-config-title">
        Walkthrough style
      </h2>
      {config.map((section) => (
        <details key={section.sectionId} className="editor-config__section">
          <summary>{section.sectionTitle}</summary>
          <div className="editor-config__values">
            {section.values.map((value) => (
              <ConfigValueField key={value.id} value={value} onChange={(next) => store.editInGesture(updateConfigValue(section.sectionId, value.id, next))} />
            ))}
          </div>
        </details>
      ))}
    </section>
  );
}

function ConfigValueField({ value, onChange }: { value: ConfigValue; onChange(next: string): void }) {
  switch (value.type) {
    case 'color':
      return <ColorInput label={value.title} value={value.value} onChange={onChange} />;
    case 'font':
      return <ChoiceInput label={value.title} value={value.value} options={FONTS} onChange={onChange} />;
    case 'px-size':
      return (
        <NumberInput
          label={value.title}
          unit="px"
          value={pxValue(value.value)}
          min={PX_SIZE.min}
          max={PX_SIZE.max}
          onChange={(size) => onChange(`${size}px`)}
        />
      );
    case 'text':
    case 'percent':
      return <TextInput label={value.title} value={value.value} maxLength={VALUE_LENGTH} onChange={onChange} />;
    case 'textarea':
      return <TextInput label={value.title} multiline value={value.value} maxLength={VALUE_LENGTH} onChange={onChange} />;
    case 'upload':
      return <ConfigUpload value={value} onChange={onChange} />;
  }
}

/** An image value (favicon or cover): uploaded to the library, its address stored as the value. */
function ConfigUpload({ value, onChange }: { value: ConfigValue; onChange(next: string): void }) {
  const { upload, uploading, error } = useLibraryUpload();
  const inputId = `config-upload-${value.id}`;

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = await upload(file);
    if (image) onChange(image.url);
  }

  return (
    <div className="editor-field" role="group" aria-label={value.title}>
      <span className="editor-field__label">{value.title}</span>
      {value.value && <img className="editor-design__background" src={value.value} alt={`Current ${value.title.toLowerCase()}`} />}
      <input id={inputId} type="file" accept={IMAGE_ACCEPT} className="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={handleFile} />
      <Button variant="secondary" size="sm" loading={uploading} onClick={() => document.getElementById(inputId)?.click()}>
        {value.value ? 'Replace' : 'Upload'}
        <span className="visually-hidden"> {value.title}</span>
      </Button>
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
