/**
 * One step's screenshot with its layers, scaled to fit its box: the drawing (Konva, a lazy chunk,
 * hidden from assistive technology) inside an element with role="img" named by the step's alt
 * text, and the interactive layers as HTML controls over it at the same scale.
 */
import { lazy, type RefObject, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { CANVAS, type WalkthroughStep } from '../../../lib/walkthrough/types';
import { fitScale, screenshotLabel, stageHeight } from './stage-geometry';
import { StageControls } from './StageControls';
import { useImage } from './use-image';

const StageCanvas = lazy(() => import('./StageCanvas'));

export interface StepStageProps {
  step: WalkthroughStep;
  stepNumber: number;
  isLastStep: boolean;
  /** 'width': as wide as the box allows (up to 1024 × 640); 'box': also fit the box's height (embed). */
  fit: 'width' | 'box';
  onHotspot: () => void;
  values: Readonly<Record<string, string>>;
  onValueChange: (layerId: string, value: string) => void;
}

/** The element's content box, followed as it resizes. */
function useBoxSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number }>({ width: CANVAS.width, height: Number.POSITIVE_INFINITY });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function StepStage({ step, stepNumber, isLastStep, fit, onHotspot, values, onValueChange }: StepStageProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const box = useBoxSize(boxRef);
  const notesId = useId();
  const background = useImage(step.backgroundUrl);
  const natural = background.image ? { width: background.image.naturalWidth, height: background.image.naturalHeight } : null;
  const height = stageHeight(step.backgroundHeight, natural);
  const scale = fitScale(height, { width: box.width, height: fit === 'box' ? box.height : Number.POSITIVE_INFINITY });
  const waiting = Boolean(step.backgroundUrl) && !background.image && !background.failed;
  // Text drawn on the screenshot is part of what it says: offered as the picture's description.
  const notes = step.layers.flatMap((layer) => (layer.type === 'text' && layer.text.trim() ? [layer.text.trim()] : []));

  return (
    <div ref={boxRef} className={`player-stage player-stage--${fit}`}>
      <div className="player-stage__frame" style={{ width: CANVAS.width * scale, height: height * scale }} data-loading={waiting || undefined}>
        <div
          role="img"
          aria-label={screenshotLabel(step.altText, stepNumber, step.title)}
          aria-describedby={notes.length > 0 ? notesId : undefined}
          className="player-stage__picture"
        >
          <div aria-hidden="true">
            {!waiting && (
              <Suspense fallback={null}>
                <StageCanvas step={step} height={height} scale={scale} background={background.image} />
              </Suspense>
            )}
          </div>
        </div>
        {background.failed && (
          <p className="player-stage__missing" aria-hidden="true">
            The screenshot couldn't be loaded.
          </p>
        )}
        <StageControls layers={step.layers} scale={scale} isLastStep={isLastStep} onHotspot={onHotspot} values={values} onValueChange={onValueChange} />
      </div>
      {notes.length > 0 && (
        <p id={notesId} className="visually-hidden">
          {notes.join('. ')}
        </p>
      )}
    </div>
  );
}
