import { type RefObject, useLayoutEffect, useState } from 'react';

/** Room kept under the player: the page's bottom padding, so its border stays in view. */
const BOTTOM_GAP_PX = 24;
/** Below this the player stops shrinking and the page scrolls instead (a very short window). */
export const MIN_FIT_HEIGHT_PX = 420;

/** The height that fills the window from `top` (page coordinates) down, never under the minimum. */
export function viewportFitHeight(windowHeight: number, top: number): number {
  return Math.max(MIN_FIT_HEIGHT_PX, Math.floor(windowHeight - top - BOTTOM_GAP_PX));
}

/**
 * The height that lets the element end at the bottom of the window, followed as the window
 * resizes: the player fits the step, its text and its Back/Next bar on one screen, and the
 * screenshot scales to the height that is left. Null while off (embeds fill their iframe).
 */
export function useViewportFit(ref: RefObject<HTMLElement | null>, enabled: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => setHeight(viewportFitHeight(window.innerHeight, element.getBoundingClientRect().top + window.scrollY));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, enabled]);
  return enabled ? height : null;
}
