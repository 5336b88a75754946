// Values that are costly to build and safe to share, built once per key. Intl formatters are the case: building
// one loads ICU's locale data (a millisecond or more on a phone), and a dashboard or a table formats every figure
// and every cell on every render.

/** `make` wrapped so each distinct argument list builds its value once (undefined and '' are different keys). */
export function memoized<A extends readonly (string | number | undefined)[], V>(
  make: (...args: A) => V,
): (...args: A) => V {
  const built = new Map<string, V>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = built.get(key);
    if (value === undefined) {
      value = make(...args);
      built.set(key, value);
    }
    return value;
  };
}
