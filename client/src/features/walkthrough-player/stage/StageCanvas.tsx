/**
 * The read-only drawing of a step (its own chunk: Konva loads only with the player): the
 * screenshot and the layers a learner looks at — images, rectangles, text, arrows. Interactive
 * layers are real HTML controls on top (StageControls). Nothing here listens to the pointer.
 */
import { Arrow, Image as KonvaImage, Layer as KonvaLayer, Rect, Stage, Text } from '../../../lib/konva-shapes';
import { CANVAS, type ImageLayer, type Layer, type LineLayer, type TextLayer, type WalkthroughStep } from '../../../lib/walkthrough/types';
import { useImage } from './use-image';

export interface StageCanvasProps {
  step: WalkthroughStep;
  /** Step height in editor units. */
  height: number;
  scale: number;
  background: HTMLImageElement | null;
}

/** Konva's font style words for the document's NORMAL / ITALIC / BOLD / BOLD ITALIC. */
function konvaFontStyle(style: TextLayer['fontStyle']): string {
  return { NORMAL: 'normal', ITALIC: 'italic', BOLD: 'bold', 'BOLD ITALIC': 'italic bold' }[style];
}

/** Dash pattern for a line style, proportional to the stroke so thick lines keep their rhythm. */
function dashFor(layer: LineLayer): number[] | undefined {
  const unit = Math.max(1, layer.strokeWidth);
  if (layer.lineStyle === 'Dashed') return [unit * 6, unit * 4];
  if (layer.lineStyle === 'Dotted') return [unit, unit * 2.5];
  return undefined;
}

function PictureLayer({ layer }: { layer: ImageLayer }) {
  const { image } = useImage(layer.src);
  if (!image) return null;
  return <KonvaImage image={image} x={layer.x} y={layer.y} width={layer.width} height={layer.height} rotation={layer.rotation} />;
}

function DrawnLayer({ layer }: { layer: Layer }) {
  const frame = { x: layer.x, y: layer.y, rotation: layer.rotation };
  switch (layer.type) {
    case 'image':
      return <PictureLayer layer={layer} />;
    case 'rect':
      return (
        <Rect
          {...frame}
          width={layer.width}
          height={layer.height}
          fill={layer.fill}
          stroke={layer.stroke}
          strokeWidth={layer.strokeWidth}
          cornerRadius={layer.cornerRadius}
        />
      );
    case 'text':
      return (
        <Text
          {...frame}
          width={layer.width}
          height={layer.height}
          text={layer.text}
          fill={layer.fill}
          fontSize={layer.fontSize}
          fontFamily={`${layer.fontFamily}, system-ui, sans-serif`}
          fontStyle={konvaFontStyle(layer.fontStyle)}
          align={layer.align}
          verticalAlign={layer.verticalAlign}
          wrap="word"
        />
      );
    case 'line':
      return (
        <Arrow
          {...frame}
          points={[0, 0, layer.width, 0]}
          stroke={layer.stroke}
          fill={layer.stroke}
          strokeWidth={layer.strokeWidth}
          pointerLength={layer.arrowSize}
          pointerWidth={layer.arrowSize}
          dash={dashFor(layer)}
          lineCap={layer.lineStyle === 'Dotted' ? 'round' : 'butt'}
        />
      );
    default:
      // Hotspots, text inputs and dropdowns are HTML controls (StageControls).
      return null;
  }
}

export default function StageCanvas({ step, height, scale, background }: StageCanvasProps) {
  return (
    <Stage width={Math.round(CANVAS.width * scale)} height={Math.round(height * scale)} scaleX={scale} scaleY={scale} listening={false}>
      <KonvaLayer listening={false}>
        {background && <KonvaImage image={background} x={0} y={0} width={CANVAS.width} height={height} />}
        {step.layers.map((layer) => (
          <DrawnLayer key={layer.id} layer={layer} />
        ))}
      </KonvaLayer>
    </Stage>
  );
}
