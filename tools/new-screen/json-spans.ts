/**
 * Where each value of a JSON text is, so a file can be changed in place: only the inserted text differs,
 * every other byte (formatting, key order, comments of style) stays as the authors wrote it.
 */
export type JsonSpan =
  | { kind: 'object'; start: number; end: number; properties: Map<string, JsonSpan> }
  | { kind: 'array'; start: number; end: number; items: JsonSpan[] }
  | { kind: 'scalar'; start: number; end: number };

export type JsonPath = readonly (string | number)[];

class SpanScanner {
  private at = 0;

  constructor(private readonly text: string) {}

  scanDocument(): JsonSpan {
    const span = this.value();
    this.skipSpace();
    if (this.at !== this.text.length) this.fail('unexpected text after the value');
    return span;
  }

  private fail(problem: string): never {
    throw new Error(`not valid JSON at offset ${this.at}: ${problem}`);
  }

  private skipSpace(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at += 1;
  }

  private expect(char: string): void {
    if (this.text[this.at] !== char) this.fail(`expected ${char}`);
    this.at += 1;
  }

  private string(): string {
    const start = this.at;
    this.expect('"');
    while (this.text[this.at] !== '"') {
      if (this.at >= this.text.length) this.fail('unterminated string');
      this.at += this.text[this.at] === '\\' ? 2 : 1;
    }
    this.at += 1;
    return JSON.parse(this.text.slice(start, this.at)) as string;
  }

  private value(): JsonSpan {
    this.skipSpace();
    const start = this.at;
    const char = this.text[this.at];
    if (char === '{') return this.object(start);
    if (char === '[') return this.array(start);
    if (char === '"') this.string();
    else {
      const match = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(this.text.slice(this.at));
      if (!match) this.fail('expected a value');
      this.at += match[0].length;
    }
    return { kind: 'scalar', start, end: this.at };
  }

  private object(start: number): JsonSpan {
    const properties = new Map<string, JsonSpan>();
    this.expect('{');
    this.skipSpace();
    while (this.text[this.at] !== '}') {
      this.skipSpace();
      const key = this.string();
      this.skipSpace();
      this.expect(':');
      properties.set(key, this.value());
      this.skipSpace();
      if (this.text[this.at] === ',') this.at += 1;
      else if (this.text[this.at] !== '}') this.fail('expected , or }');
      this.skipSpace();
    }
    this.at += 1;
    return { kind: 'object', start, end: this.at, properties };
  }

  private array(start: number): JsonSpan {
    const items: JsonSpan[] = [];
    this.expect('[');
    this.skipSpace();
    while (this.text[this.at] !== ']') {
      items.push(this.value());
      this.skipSpace();
      if (this.text[this.at] === ',') this.at += 1;
      else if (this.text[this.at] !== ']') this.fail('expected , or ]');
      this.skipSpace();
    }
    this.at += 1;
    return { kind: 'array', start, end: this.at, items };
  }
}

/** The spans of every value of a JSON text. */
export function scanJsonSpans(text: string): JsonSpan {
  return new SpanScanner(text).scanDocument();
}

/** The span of the value at a path (`['menus', 1, 'children']`); throws when there is none. */
export function spanAt(root: JsonSpan, path: JsonPath): JsonSpan {
  let span = root;
  for (const step of path) {
    const next =
      typeof step === 'number' ? (span.kind === 'array' ? span.items[step] : undefined) : span.kind === 'object' ? span.properties.get(step) : undefined;
    if (!next) throw new Error(`the JSON has no value at ${path.join('.')}`);
    span = next;
  }
  return span;
}
