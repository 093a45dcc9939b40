import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MaterialVisibilityChoice_material$key } from '../../__generated__/MaterialVisibilityChoice_material.graphql';
import { type MaterialVisibilityValue, VISIBILITY_OPTIONS } from './material-display';
import { useSetMaterialVisibilityMutation } from './mutations/useSetMaterialVisibilityMutation';

/**
 * Private / Public / User Info Required. The checked value is the server's: a click sends the
 * change and the radio moves only when the server accepts it; a failure is logged and nothing
 * changes (spec §4).
 */
export function MaterialVisibilityChoice({ material }: { material: MaterialVisibilityChoice_material$key }) {
  const data = useFragment(
    graphql`
      fragment MaterialVisibilityChoice_material on Material {
        id
        visibility
      }
    `,
    material,
  );
  const [setVisibility, saving] = useSetMaterialVisibilityMutation();
  const [pending, setPending] = useState<MaterialVisibilityValue | null>(null);
  const name = useId();

  async function handleChange(visibility: MaterialVisibilityValue) {
    setPending(visibility);
    try {
      const { setMaterialVisibility: result } = await setVisibility({ input: { materialId: data.id, visibility } });
      if (result.__typename !== 'MaterialPayload') console.error('setMaterialVisibility refused', result);
    } catch (error) {
      console.error('setMaterialVisibility failed', error);
    } finally {
      setPending(null);
    }
  }

  return (
    <fieldset className="material-visibility" aria-busy={saving || undefined}>
      <legend>Visibility</legend>
      {VISIBILITY_OPTIONS.map((option) => (
        <label key={option.value} className="material-visibility__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={data.visibility === option.value}
            disabled={saving}
            onChange={() => void handleChange(option.value)}
          />
          <span>
            <strong>{option.label}</strong>
            <span className="material-visibility__hint">{option.hint}</span>
          </span>
        </label>
      ))}
      <p role="status" className="material-visibility__status">
        {pending ? 'Saving…' : ''}
      </p>
    </fieldset>
  );
}
