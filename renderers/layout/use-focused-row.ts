import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useCallback, useState, type FocusEvent, type RefObject } from 'react';

const rowOf = (target: EventTarget | null) => {
  const row = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
  return row ? Number(row.dataset.index) : null;
};

/**
 * For a virtualised list: the row holding focus stays rendered (added to the virtualizer's range) until focus
 * leaves the list, so a scroll away does not drop the focused link and Tab goes on from it.
 */
export function useFocusedRow(listRef: RefObject<HTMLElement | null>) {
  const [focused, setFocused] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focused],
  );
  const onFocus = (event: FocusEvent) => setFocused(rowOf(event.target));
  const onBlur = (event: FocusEvent) => {
    if (!listRef.current?.contains(event.relatedTarget as Node | null)) setFocused(null);
  };
  return { rangeExtractor, onFocus, onBlur };
}
