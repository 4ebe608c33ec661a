/** Percentiles of a list of durations in milliseconds. */
export function percentiles(samples: number[]): { p50: number; p95: number; p99: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), mean };
}

export function formatMs(value: number): string {
  return `${value.toFixed(1)} ms`;
}
