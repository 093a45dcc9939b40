/** Roughly how wide a tick label is drawn (11 px system font), with room between labels. */
const labelWidth = (label: string) => label.length * 7 + 16;

/**
 * The chart's x labels that fit its width: every k-th, so month names never run into each other
 * on a phone (all time's "Dec 2025" … "Nov 2026"), and a month's day numbers every fifth at most.
 * Undefined: every label.
 */
export function tickLabels(labels: readonly string[], width: number): string[] | undefined {
  const fit = Math.max(1, Math.floor(width / Math.max(1, ...labels.map(labelWidth))));
  const every = Math.max(labels.length > 16 ? 5 : 1, Math.ceil(labels.length / fit));
  return every === 1 ? undefined : labels.filter((_, i) => i % every === 0);
}
