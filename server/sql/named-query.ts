import { DomainError } from '../../domain/domain-error';
import { serverMessages } from '../../domain/messages/server';

/** `:token:` not preceded or followed by ':' (so `x::text::int` casts are left alone). */
const TOKEN = /(?<!:):([A-Za-z_][A-Za-z0-9_]*):(?!:)/g;

/**
 * Turns a named query's `:token:` placeholders into $n bound parameters. Values are never spliced into
 * the text; a token without a value is refused.
 */
export function bindNamedQuery(sql: string, values: Record<string, unknown>): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const positions = new Map<string, number>();
  const text = sql.replace(TOKEN, (_match, name: string) => {
    if (!Object.hasOwn(values, name)) {
      throw new DomainError('#VALIDATION', serverMessages.missingQueryParam(name));
    }
    let position = positions.get(name);
    if (position === undefined) {
      params.push(values[name]);
      position = params.length;
      positions.set(name, position);
    }
    return `$${position}`;
  });
  return { text, params };
}
