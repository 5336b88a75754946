import { Type, type TLiteral, type TUnion } from 'typebox';

// One literal per value, typed as a tuple: a plain map() types as TLiteral<string>[], whose Static is never.
type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/** A union of string literals, one per value, whose static type is the union of the values. */
export const literals = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as TUnion<Literals<T>>;
