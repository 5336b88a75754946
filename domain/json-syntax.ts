// Where and why a text is not JSON, in pt-BR: the browser's JSON.parse says it in English, and not always where.
import { jsonSyntaxMessages as t } from './messages/json-syntax';

/** The first syntax error of a text that is not JSON: its character offset, line and column (from 1), and why. */
export type JsonSyntaxError = { position: number; line: number; column: number; reason: string };

class Stop extends Error {
  constructor(
    readonly position: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const shown = (c: string | undefined) => (c === undefined ? t.end : t.character(c));

/** A recursive-descent reading of RFC 8259 JSON that stops at the first error (nothing is built). */
function scan(text: string): void {
  let i = 0;
  const space = () => {
    while (isSpace(text[i])) i += 1;
  };
  const fail: (reason: string) => never = (reason) => {
    throw new Stop(i, reason);
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(t.unexpected(shown(text[i])));
  };
  const string = () => {
    i += 1;
    for (;;) {
      const c = text[i];
      if (c === undefined) fail(t.unclosedString);
      if (c === '"') break;
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail(t.badEscape);
      } else if (c.charCodeAt(0) < 0x20) fail(t.controlInString);
      else i += 1;
    }
    i += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match || match[0] === '-') fail(t.badNumber);
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return number();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    fail(c === undefined ? t.unexpectedEnd : t.unexpected(shown(c)));
  };
  const object = () => {
    i += 1;
    space();
    if (text[i] === '}') {
      i += 1;
      return;
    }
    for (;;) {
      space();
      if (text[i] !== '"') fail(text[i] === '}' ? t.trailingComma : t.expectedName(shown(text[i])));
      string();
      space();
      if (text[i] !== ':') fail(t.expectedColon(shown(text[i])));
      i += 1;
      value();
      space();
      if (text[i] === ',') i += 1;
      else if (text[i] === '}') {
        i += 1;
        return;
      } else fail(t.expectedCommaOr('}', shown(text[i])));
    }
  };
  const array = () => {
    i += 1;
    space();
    if (text[i] === ']') {
      i += 1;
      return;
    }
    for (;;) {
      space();
      if (text[i] === ']') fail(t.trailingComma);
      value();
      space();
      if (text[i] === ',') i += 1;
      else if (text[i] === ']') {
        i += 1;
        return;
      } else fail(t.expectedCommaOr(']', shown(text[i])));
    }
  };
  value();
  space();
  if (i < text.length) fail(t.afterEnd(shown(text[i])));
}

/** The first syntax error of `text`, or null when it is JSON (or nested too deep to read here: a RangeError). */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  try {
    scan(text);
    return null;
  } catch (error) {
    if (!(error instanceof Stop)) return null;
    const before = text.slice(0, error.position).split('\n');
    return { position: error.position, line: before.length, column: before[before.length - 1]!.length + 1, reason: error.reason };
  }
}

/**
 * Why JSON.parse refused `text`, in pt-BR: 'linha 1, coluna 16: falta uma vírgula ou "]", veio "}".', with the
 * offset; at the end of the text when the reading here finds no error (nesting too deep).
 */
export function jsonSyntaxProblem(text: string): { position: number; detail: string } {
  const error = jsonSyntaxError(text);
  if (!error) return { position: Math.max(0, text.length - 1), detail: t.unreadable };
  return { position: error.position, detail: t.at(error.line, error.column, error.reason) };
}
