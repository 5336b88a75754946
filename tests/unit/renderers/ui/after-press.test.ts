// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPress, trackPresses } from '../../../../renderers/ui/after-press';

const pointer = (type: string, pointerType: string) =>
  document.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { pointerType }));

describe('afterPress: layout-moving work waits for a mouse press to end', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  it('runs at once when no press is under way', () => {
    stop = trackPresses();
    const fn = vi.fn();
    afterPress(fn);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('holds work asked for during a mouse press until after its release (the click comes first)', () => {
    vi.useFakeTimers();
    stop = trackPresses();
    const fn = vi.fn();
    pointer('pointerdown', 'mouse');
    afterPress(fn);
    expect(fn).not.toHaveBeenCalled();
    pointer('pointerup', 'mouse');
    expect(fn).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledOnce();
    // The next press starts clean.
    afterPress(fn);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('does not hold for a touch (the tap keeps its target) and lets a cancelled press go', () => {
    vi.useFakeTimers();
    stop = trackPresses();
    const fn = vi.fn();
    pointer('pointerdown', 'touch');
    afterPress(fn);
    expect(fn).toHaveBeenCalledOnce();
    pointer('pointerdown', 'mouse');
    afterPress(fn);
    pointer('pointercancel', 'mouse');
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('follows presses once however many forms ask, and releases held work when the last one stops', () => {
    vi.useFakeTimers();
    const stopFirst = trackPresses();
    const stopSecond = trackPresses();
    const fn = vi.fn();
    pointer('pointerdown', 'mouse');
    afterPress(fn);
    stopFirst();
    pointer('pointerdown', 'mouse');
    expect(fn).not.toHaveBeenCalled();
    stopSecond();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledOnce();
    // No longer following: a press does not hold.
    pointer('pointerdown', 'mouse');
    afterPress(fn);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
