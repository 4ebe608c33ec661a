/**
 * Counts the generated cases of a security test file by kind and prints them when the file ends, so a
 * run shows what the suite covered (new entities and routes add cases without a new test).
 */
export class CaseTally {
  private readonly counts = new Map<string, number>();

  constructor(private readonly suite: string) {}

  add(kind: string, count = 1): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + count);
  }

  count(kind: string): number {
    return this.counts.get(kind) ?? 0;
  }

  total(): number {
    return [...this.counts.values()].reduce((sum, count) => sum + count, 0);
  }

  print(): void {
    const lines = [...this.counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([kind, count]) => `  ${kind}: ${count}`);
    console.info(`[security cases] ${this.suite}: ${this.total()}\n${lines.join('\n')}`);
  }
}
