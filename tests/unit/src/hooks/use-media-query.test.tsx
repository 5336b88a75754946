// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The viewport as the test sets it: which queries match. */
let matching = new Set<string>();
/** A stand-in for the browser's MediaQueryList: live `matches`, 'change' fired by the test. */
class FakeList extends EventTarget {
  constructor(readonly media: string) {
    super();
  }
  get matches() {
    return matching.has(this.media);
  }
}

let built: FakeList[] = [];
beforeEach(() => {
  vi.resetModules();
  built = [];
  matching = new Set();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const list = new FakeList(query);
      built.push(list);
      return list;
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('builds one MediaQueryList per query however many components and renders read it (issue 14)', async () => {
    const { useMediaQuery } = await import('../../../../src/hooks/use-media-query');
    function Width({ label }: { label: string }) {
      return <p>{`${label}: ${useMediaQuery('(max-width: 600px)') ? 'estreita' : 'larga'}`}</p>;
    }
    const view = render(
      <>
        <Width label="a" />
        <Width label="b" />
      </>,
    );
    for (let i = 0; i < 5; i += 1)
      view.rerender(
        <>
          <Width label="a" />
          <Width label="b" />
        </>,
      );
    expect(built).toHaveLength(1);
    expect(screen.getByText('a: larga')).toBeTruthy();
  });

  it('follows the query when the viewport changes', async () => {
    const { useMediaQuery } = await import('../../../../src/hooks/use-media-query');
    function Width() {
      return <p>{useMediaQuery('(max-width: 600px)') ? 'estreita' : 'larga'}</p>;
    }
    render(<Width />);
    expect(screen.getByText('larga')).toBeTruthy();
    act(() => {
      matching.add('(max-width: 600px)');
      for (const list of built) list.dispatchEvent(new Event('change'));
    });
    expect(screen.getByText('estreita')).toBeTruthy();
  });
});
