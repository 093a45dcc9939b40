/**
 * Minutes really spent (hub issue §3): seconds count only while the tab is visible and the learner
 * has done something (pointer, key, scroll, touch) in the last three minutes — long enough to read
 * a step or watch a short video, short enough that a tab left open overnight counts nothing. The
 * count is reported every 30 seconds and when the page is hidden or left, as a write of its own;
 * the report on leaving is marked final (the server records that the learner ended the session).
 */
export const IDLE_AFTER_MS = 3 * 60_000;
export const REPORT_EVERY_S = 30;
const INPUTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** A report: seconds since the last one; on leaving (`final`), also the whole visit's active seconds. */
export type StudyReport = { seconds: number; final: boolean; visitSeconds: number };

/**
 * Counts active seconds and reports them every REPORT_EVERY_S and when the page is hidden. When
 * the learner leaves (the page is left, or the player closes), one last report says so (`final`,
 * with the visit's total: xAPI `terminated`), even when nothing was counted since the previous one.
 */
export function startStudyTimer(report: (r: StudyReport) => void, now: () => number = Date.now): () => void {
  let active = 0;
  let visit = 0;
  let ended = false;
  let lastInput = now();
  const touched = () => {
    lastInput = now();
  };
  const flush = (final = false) => {
    if (ended) return;
    const seconds = Math.min(active, 600);
    if (seconds > 0 || final) report({ seconds, final, visitSeconds: visit });
    active = 0;
    ended = final;
  };
  const tick = setInterval(() => {
    if (document.visibilityState === 'visible' && now() - lastInput < IDLE_AFTER_MS) {
      active += 1;
      visit += 1;
    }
    if (active >= REPORT_EVERY_S) flush();
  }, 1000);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const onLeave = () => flush(true);
  // Back from the browser's back-forward cache: the same page again, a new visit.
  const onReturn = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    ended = false;
    visit = 0;
  };
  for (const type of INPUTS) window.addEventListener(type, touched, { passive: true, capture: true });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onLeave);
  window.addEventListener('pageshow', onReturn);
  return () => {
    clearInterval(tick);
    for (const type of INPUTS) window.removeEventListener(type, touched, { capture: true });
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onLeave);
    window.removeEventListener('pageshow', onReturn);
    flush(true);
  };
}
