/**
 * Minutes really spent (hub issue §3): seconds count only while the tab is visible and the learner
 * has done something (pointer, key, scroll, touch) in the last three minutes — long enough to read
 * a step or watch a short video, short enough that a tab left open overnight counts nothing. The
 * count is reported every 30 seconds and when the page is hidden or left, as a write of its own.
 */
export const IDLE_AFTER_MS = 3 * 60_000;
export const REPORT_EVERY_S = 30;
const INPUTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

export function startStudyTimer(report: (seconds: number) => void, now: () => number = Date.now): () => void {
  let active = 0;
  let lastInput = now();
  const touched = () => {
    lastInput = now();
  };
  const flush = () => {
    if (active > 0) report(Math.min(active, 600));
    active = 0;
  };
  const tick = setInterval(() => {
    if (document.visibilityState === 'visible' && now() - lastInput < IDLE_AFTER_MS) active += 1;
    if (active >= REPORT_EVERY_S) flush();
  }, 1000);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  for (const type of INPUTS) window.addEventListener(type, touched, { passive: true, capture: true });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  return () => {
    clearInterval(tick);
    for (const type of INPUTS) window.removeEventListener(type, touched, { capture: true });
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
    flush();
  };
}
