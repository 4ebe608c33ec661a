/** One finding of the validator: the file, the JSON path inside it, and what to do. */
export interface Problem {
  file: string;
  path: string;
  message: string;
}

export class ProblemList {
  readonly items: Problem[] = [];

  add(file: string, path: string, message: string): void {
    this.items.push({ file, path, message });
  }

  format(): string {
    return this.items.map((p) => `${p.file}: ${p.path || '$'}: ${p.message}`).join('\n');
  }
}

/** JSON path text for zod issue paths: $.columns[2].key */
export function jsonPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${String(part)}`),
    '$',
  );
}
