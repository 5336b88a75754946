// JSON pointers (RFC 6901), as config problems, diffs and form errors name a value: '/company/style/color/primary'.

/** One member name as a pointer segment: '~' and '/' escaped ('a/b~c' -> 'a~1b~0c'). */
export const pointerSegment = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** A pointer segment back to its member name ('a~1b~0c' -> 'a/b~c'). */
export const memberOfSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** A pointer's member names: '/a/b~1c' -> ['a', 'b/c']; '' (the root) -> []. */
export function pointerParts(path: string): string[] {
  return path === '' ? [] : path.split('/').slice(1).map(memberOfSegment);
}
