// Where a text stops being JSON: Node 20's JSON.parse does not say, and an admin needs the line and column.

class Stop {
  constructor(readonly offset: number) {}
}

const escapes = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** The offset of the first character that makes `text` invalid JSON (text.length when it ends too soon), or -1. */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i++;
  };
  const expect = (c: string) => (text[i] === c ? i++ : fail());
  const string = () => {
    expect('"');
    for (;;) {
      const c = text[i];
      if (c === undefined || c < ' ') fail();
      i++;
      if (c === '"') return;
      if (c === '\\') {
        if (text[i] === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) i += 5;
        else if (escapes.has(text[i] ?? '')) i++;
        else fail();
      }
    }
  };
  const list = (close: string, entry: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      entry();
      space();
      if (text[i] === ',') i++;
      else return void expect(close);
    }
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') return list('}', () => (space(), string(), space(), expect(':'), value()));
    if (c === '[') return list(']', value);
    if (c === '"') return string();
    for (const word of ['true', 'false', 'null']) if (text.startsWith(word, i)) return void (i += word.length);
    numberPattern.lastIndex = i;
    if (numberPattern.test(text)) return void (i = numberPattern.lastIndex);
    fail();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return -1;
  } catch (stop) {
    if (stop instanceof Stop) return stop.offset;
    throw stop;
  }
}

/** 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}
