import { DomainError } from '../../domain/domain-error';
import { serverMessages } from '../../domain/messages/server';

/** `:token:` not preceded or followed by ':' (so `x::text::int` casts are left alone). */
const TOKEN = /(?<!:):([A-Za-z_][A-Za-z0-9_]*):(?!:)/g;

/**
 * How a connector's driver takes bound parameters: `postgres` numbers them ($1, $2 ...; a repeated token
 * reuses its number, an array stays one parameter for `= ANY(:entities:)`); `mysql` takes positional `?`
 * (a repeated token is bound again; an array becomes one `?` per element for `IN (:entities:)`, or NULL
 * when empty, so the list matches nothing).
 */
export type PlaceholderDialect = 'postgres' | 'mysql';

/**
 * Turns a named query's `:token:` placeholders into bound parameters. Values are never spliced into
 * the text; a token without a value is refused.
 */
export function bindNamedQuery(
  sql: string,
  values: Record<string, unknown>,
  dialect: PlaceholderDialect = 'postgres',
): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const positions = new Map<string, number>();
  const text = sql.replace(TOKEN, (_match, name: string) => {
    if (!Object.hasOwn(values, name)) {
      throw new DomainError('#VALIDATION', serverMessages.missingQueryParam(name));
    }
    const value = values[name];
    if (dialect === 'mysql') {
      const list = Array.isArray(value) ? value : [value];
      if (list.length === 0) return 'NULL';
      params.push(...list);
      return list.map(() => '?').join(', ');
    }
    let position = positions.get(name);
    if (position === undefined) {
      params.push(value);
      position = params.length;
      positions.set(name, position);
    }
    return `$${position}`;
  });
  return { text, params };
}
