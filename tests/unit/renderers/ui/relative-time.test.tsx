// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../../domain/dates';
import { RelativeTime } from '../../../../renderers/ui/relative-time';
import { useMinuteTick } from '../../../../renderers/ui/use-minute-tick';

const sent = '2026-07-01T15:03:00Z';

function Rows({ at }: { at: readonly string[] }) {
  const now = useMinuteTick();
  return (
    <ul>
      {at.map((iso) => (
        <li key={iso}>
          <RelativeTime at={iso} now={now} />
        </li>
      ))}
    </ul>
  );
}

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-07-01T15:04:00Z') }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('relative time rows (one minute tick per screen)', () => {
  it("shows 'há um minuto' in a <time> with the instant and the absolute DD/MM/YYYY HH:mm", () => {
    render(<Rows at={[sent]} />);
    const time = screen.getByText('há um minuto');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(sent);
    expect(time.getAttribute('title')).toBe(formatDateTime(sent));
    expect(time.getAttribute('title')).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/);
  });

  it('moves every row on with one timer while the screen is open and clears it on unmount', () => {
    const { unmount } = render(<Rows at={[sent, '2026-07-01T14:04:00Z']} />);
    expect(vi.getTimerCount()).toBe(1);
    expect(screen.getByText('há uma hora')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('há 2 minutos')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(screen.getByText('há 4 minutos')).toBeTruthy();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws nothing for an invalid date', () => {
    const { container } = render(<Rows at={['not a date']} />);
    expect(container.querySelector('time')).toBeNull();
  });
});
