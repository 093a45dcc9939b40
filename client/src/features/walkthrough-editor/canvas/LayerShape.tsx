/**
 * One walkthrough layer on the Konva stage. Memoised on the layer object: the store shares
 * unchanged layers between versions (immer), so an edit re-renders only the layer it touched —
 * with 500 layers on a step that is what keeps dragging smooth. Drawing is cheap on purpose:
 * no perfect-draw pass, no stroke shadows, and only the outer node listens for events.
 */
import type Konva from 'konva';
import { memo } from 'react';
import { Arrow, Group, Image, Line, Rect, Text } from '../../../lib/konva-shapes';
import type { DropdownLayer, ImageLayer, Layer, LineLayer, TextInputLayer, TextLayer } from '../../../lib/walkthrough/types';
import { cssFontFamily, dashFor, konvaFontStyle } from './layer-style';
import { useHtmlImage } from './use-html-image';

/** Event handlers shared by every layer (stable functions: they read the layer id from the node). */
export type LayerHandlers = {
  onPointerDown(event: Konva.KonvaEventObject<MouseEvent | TouchEvent>): void;
  onDblClick(event: Konva.KonvaEventObject<MouseEvent | TouchEvent>): void;
  onContextMenu(event: Konva.KonvaEventObject<PointerEvent>): void;
  onDragStart(event: Konva.KonvaEventObject<DragEvent>): void;
  onDragEnd(event: Konva.KonvaEventObject<DragEvent>): void;
  onTransform(event: Konva.KonvaEventObject<Event>): void;
  onTransformStart(event: Konva.KonvaEventObject<Event>): void;
  onTransformEnd(event: Konva.KonvaEventObject<Event>): void;
};

type Props = { layer: Layer; handlers: LayerHandlers; draggable: boolean; hidden: boolean };

const FAST = { perfectDrawEnabled: false, shadowForStrokeEnabled: false } as const;
const FIELD_PADDING = 8;

function common(layer: Layer, { handlers, draggable, hidden }: Omit<Props, 'layer'>) {
  return {
    id: layer.id,
    name: `layer layer--${layer.type}`,
    x: layer.x,
    y: layer.y,
    rotation: layer.rotation,
    draggable,
    visible: !hidden,
    onMouseDown: handlers.onPointerDown,
    onTouchStart: handlers.onPointerDown,
    onDblClick: handlers.onDblClick,
    onDblTap: handlers.onDblClick,
    onContextMenu: handlers.onContextMenu,
    onDragStart: handlers.onDragStart,
    onDragEnd: handlers.onDragEnd,
    onTransform: handlers.onTransform,
    onTransformStart: handlers.onTransformStart,
    onTransformEnd: handlers.onTransformEnd,
    ...FAST,
  };
}

function ImageShape({ layer, ...rest }: Omit<Props, 'layer'> & { layer: ImageLayer }) {
  const image = useHtmlImage(layer.src);
  return <Image {...common(layer, rest)} image={image} width={layer.width} height={layer.height} fill={image ? undefined : '#E5E9EF'} />;
}

function TextShape({ layer, ...rest }: Omit<Props, 'layer'> & { layer: TextLayer }) {
  return (
    <Text
      {...common(layer, rest)}
      width={layer.width}
      height={layer.height}
      text={layer.text}
      fill={layer.fill}
      fontSize={layer.fontSize}
      fontFamily={cssFontFamily(layer.fontFamily)}
      fontStyle={konvaFontStyle(layer.fontStyle)}
      align={layer.align}
      verticalAlign={layer.verticalAlign}
      wrap="word"
    />
  );
}

/** A text input or a dropdown: a box with its placeholder; the dropdown adds a chevron. */
function FieldShape({ layer, ...rest }: Omit<Props, 'layer'> & { layer: TextInputLayer | DropdownLayer }) {
  const chevron = layer.type === 'dropdown' ? Math.min(12, layer.height / 2) : 0;
  const textWidth = Math.max(layer.width - FIELD_PADDING * 2 - (chevron ? chevron + 6 : 0), 0);
  return (
    <Group {...common(layer, rest)} width={layer.width} height={layer.height}>
      <Rect width={layer.width} height={layer.height} fill={layer.fill} stroke={layer.stroke} strokeWidth={layer.strokeWidth} cornerRadius={3} {...FAST} />
      <Text
        x={FIELD_PADDING}
        width={textWidth}
        height={layer.height}
        text={layer.placeholder}
        fill={layer.placeholderColor}
        fontSize={layer.fontSize}
        fontFamily={cssFontFamily('Open Sans')}
        verticalAlign="middle"
        wrap="none"
        ellipsis
        listening={false}
        {...FAST}
      />
      {chevron > 0 && (
        <Line
          points={[
            layer.width - FIELD_PADDING - chevron,
            layer.height / 2 - chevron / 4,
            layer.width - FIELD_PADDING - chevron / 2,
            layer.height / 2 + chevron / 4,
            layer.width - FIELD_PADDING,
            layer.height / 2 - chevron / 4,
          ]}
          stroke={layer.textColor}
          strokeWidth={1.5}
          lineCap="round"
          lineJoin="round"
          listening={false}
          {...FAST}
        />
      )}
    </Group>
  );
}

/** An arrow along the layer's width; an invisible box of its height is what the pointer hits. */
function LineShape({ layer, ...rest }: Omit<Props, 'layer'> & { layer: LineLayer }) {
  const middle = layer.height / 2;
  return (
    <Group {...common(layer, rest)} width={layer.width} height={layer.height}>
      <Rect width={layer.width} height={Math.max(layer.height, 1)} fill="rgba(0,0,0,0)" {...FAST} />
      <Arrow
        points={[0, middle, layer.width, middle]}
        stroke={layer.stroke}
        fill={layer.stroke}
        strokeWidth={layer.strokeWidth}
        pointerLength={layer.arrowSize}
        pointerWidth={layer.arrowSize}
        dash={dashFor(layer.lineStyle, layer.strokeWidth)}
        hitStrokeWidth={Math.max(layer.height, 10)}
        {...FAST}
      />
    </Group>
  );
}

function LayerShapeView(props: Props) {
  const { layer, ...rest } = props;
  switch (layer.type) {
    case 'image':
      return <ImageShape layer={layer} {...rest} />;
    case 'rect':
    case 'hotspot':
      return (
        <Rect
          {...common(layer, rest)}
          width={layer.width}
          height={layer.height}
          fill={layer.fill}
          stroke={layer.stroke}
          strokeWidth={layer.strokeWidth}
          cornerRadius={layer.cornerRadius}
        />
      );
    case 'text':
      return <TextShape layer={layer} {...rest} />;
    case 'textInput':
    case 'dropdown':
      return <FieldShape layer={layer} {...rest} />;
    case 'line':
      return <LineShape layer={layer} {...rest} />;
  }
}

export const LayerShape = memo(LayerShapeView);
