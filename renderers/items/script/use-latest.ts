import { useEffect, useRef } from 'react';

/**
 * A ref that always holds the latest value, for effects that must not restart when it changes (a new item
 * services object must not download the script again nor drop the frame's pending replies).
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
