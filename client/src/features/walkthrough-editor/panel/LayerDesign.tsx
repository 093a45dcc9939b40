/**
 * The Design tab for the selected layer (authoring.md §3): position and size for every layer,
 * then the options of its type. Every change goes into the open gesture; the panel's focus
 * opens and closes it (see DesignPanel), so typing in one field is one undo step.
 */
import { LIMITS, type Layer } from '../../../lib/walkthrough/types';
import { Button } from '../../../ui';
import { useEditor } from '../editor-context';
import { layerLabel, layerTypeName } from '../layer-labels';
import { type LayerPatch, updateLayer } from '../model/operations';
import { FONT_SIZE, FONT_STYLES, FONTS, HORIZONTAL, LINE_STYLES, VERTICAL } from './design-options';
import { DropdownOptionsEditor } from './DropdownOptionsEditor';
import { ChoiceInput } from './fields/ChoiceInput';
import { ColorInput } from './fields/ColorInput';
import { NumberInput } from './fields/NumberInput';
import { TextInput } from './fields/TextInput';

const MAX = 100_000;

export function LayerDesign({ stepId, layer }: { stepId: number; layer: Layer }) {
  const { store, requestDeleteLayer } = useEditor();
  const change = (patch: LayerPatch) => store.editInGesture(updateLayer(stepId, layer.id, patch));

  return (
    <div className="editor-design">
      <div className="editor-design__head">
        <h2 className="editor-panel__title">{layerTypeName(layer.type)}</h2>
        <Button variant="ghost" size="sm" className="editor-design__delete" onClick={() => requestDeleteLayer(stepId, layer.id)}>
          Delete<span className="visually-hidden"> {layerLabel(layer)}</span>
        </Button>
      </div>

      <fieldset className="editor-design__group">
        <legend>Position and size</legend>
        <div className="editor-design__grid">
          <NumberInput label="X" value={layer.x} min={-MAX} max={MAX} onChange={(x) => change({ x })} />
          <NumberInput label="Y" value={layer.y} min={-MAX} max={MAX} onChange={(y) => change({ y })} />
          <NumberInput
            label={layer.type === 'line' ? 'Length' : 'Width'}
            value={layer.width}
            min={layer.type === 'text' || layer.type === 'line' ? 5 : 2}
            max={MAX}
            onChange={(width) => change({ width })}
          />
          {layer.type !== 'line' && (
            <NumberInput label="Height" value={layer.height} min={layer.type === 'text' ? 5 : 2} max={MAX} onChange={(height) => change({ height })} />
          )}
          <NumberInput label="Rotation" unit="°" value={layer.rotation} min={-360} max={360} onChange={(rotation) => change({ rotation })} />
        </div>
      </fieldset>

      <fieldset className="editor-design__group">
        <legend>Style</legend>
        <TypeOptions layer={layer} change={change} stepId={stepId} />
      </fieldset>
    </div>
  );
}

function TypeOptions({ layer, change, stepId }: { layer: Layer; change(patch: LayerPatch): void; stepId: number }) {
  switch (layer.type) {
    case 'image':
      return <p className="editor-panel__note">Drag the corners to resize; the picture keeps its proportions.</p>;
    case 'rect':
    case 'hotspot':
      return (
        <>
          <ColorInput label="Fill color" value={layer.fill} onChange={(fill) => change({ fill })} />
          <ColorInput label="Border color" value={layer.stroke} onChange={(stroke) => change({ stroke })} />
          <div className="editor-design__grid">
            <NumberInput label="Border width" value={layer.strokeWidth} min={0} max={100} onChange={(strokeWidth) => change({ strokeWidth })} />
            <NumberInput label="Corner radius" value={layer.cornerRadius} min={0} max={10_000} onChange={(cornerRadius) => change({ cornerRadius })} />
          </div>
        </>
      );
    case 'text':
      return (
        <>
          <TextInput label="Text" multiline value={layer.text} maxLength={LIMITS.textLength} onChange={(text) => change({ text })} />
          <ColorInput label="Font color" value={layer.fill} onChange={(fill) => change({ fill })} />
          <ChoiceInput label="Font" value={layer.fontFamily} options={FONTS} onChange={(fontFamily) => change({ fontFamily })} />
          <div className="editor-design__grid">
            <NumberInput
              label="Font size"
              unit="px"
              value={layer.fontSize}
              min={FONT_SIZE.min}
              max={FONT_SIZE.max}
              onChange={(fontSize) => change({ fontSize })}
            />
            <ChoiceInput label="Font style" value={layer.fontStyle} options={FONT_STYLES} onChange={(fontStyle) => change({ fontStyle })} />
            <ChoiceInput label="Horizontal alignment" value={layer.align} options={HORIZONTAL} onChange={(align) => change({ align })} />
            <ChoiceInput label="Vertical alignment" value={layer.verticalAlign} options={VERTICAL} onChange={(verticalAlign) => change({ verticalAlign })} />
          </div>
        </>
      );
    case 'textInput':
    case 'dropdown':
      return (
        <>
          <TextInput label="Placeholder" value={layer.placeholder} maxLength={LIMITS.nameLength} onChange={(placeholder) => change({ placeholder })} />
          <ColorInput label="Placeholder font color" value={layer.placeholderColor} onChange={(placeholderColor) => change({ placeholderColor })} />
          <ColorInput label="Font color" value={layer.textColor} onChange={(textColor) => change({ textColor })} />
          <ColorInput label="Background" value={layer.fill} onChange={(fill) => change({ fill })} />
          <ColorInput label="Border color" value={layer.stroke} onChange={(stroke) => change({ stroke })} />
          <NumberInput
            label="Font size"
            unit="px"
            value={layer.fontSize}
            min={FONT_SIZE.min}
            max={FONT_SIZE.max}
            onChange={(fontSize) => change({ fontSize })}
          />
          {layer.type === 'dropdown' && <DropdownOptionsEditor stepId={stepId} layer={layer} />}
        </>
      );
    case 'line':
      return (
        <>
          <ColorInput label="Color" value={layer.stroke} onChange={(stroke) => change({ stroke })} />
          <ChoiceInput label="Line style" value={layer.lineStyle} options={LINE_STYLES} onChange={(lineStyle) => change({ lineStyle })} />
          <div className="editor-design__grid">
            <NumberInput label="Line width" value={layer.strokeWidth} min={0} max={100} onChange={(strokeWidth) => change({ strokeWidth })} />
            <NumberInput label="Arrow size" value={layer.arrowSize} min={0} max={240} onChange={(arrowSize) => change({ arrowSize })} />
          </div>
        </>
      );
  }
}
