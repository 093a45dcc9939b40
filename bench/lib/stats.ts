/** Percentiles of latencies (milliseconds), rounded to 0.01 ms; nearest rank, as the other benches. */
export type Stats = { n: number; p50: number; p99: number; max: number };

const round = (v: number) => Math.round(v * 100) / 100;

export function stats(ms: readonly number[]): Stats {
  const sorted = [...ms].sort((a, b) => a - b);
  const pct = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  return { n: sorted.length, p50: pct(50), p99: pct(99), max: round(sorted.at(-1) ?? 0) };
}

export const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : null);
