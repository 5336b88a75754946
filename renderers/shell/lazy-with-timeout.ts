import { createElement, lazy, useState, type ComponentType } from 'react';

/** SPEC §9: a code chunk that has not loaded in 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Rejects when `load` has not settled within `ms` (the error names the chunk timeout). */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** React.lazy with the chunk-load timeout. */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withChunkTimeout(load));
}

/**
 * A lazy chunk that can be fetched ahead (`preload`) and, once here, is drawn straight away instead of through
 * React.lazy: React.lazy suspends on its first render even for a loaded module, and React then holds the
 * revealed content back up to 300 ms after the fallback showed (issue 14). Chosen once per mount, so the
 * content is never remounted when the chunk arrives.
 */
export function preloadableChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    withChunkTimeout(load).then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Chunk(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return { Component: Chunk, preload };
}
