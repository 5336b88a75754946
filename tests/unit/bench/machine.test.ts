// The machine line the bench prints above its table (bench/machine.ts): what a reader compares runs by.
import { describe, expect, it } from 'vitest';
import { describeMachine, machineLine, type Machine } from '../../../bench/machine';

const sample: Machine = {
  cpu: 'AMD EPYC 7B13',
  cores: 2,
  memoryGiB: 23.44,
  node: 'v20.20.2',
  chromium: 'Chromium 156.0.8078.114',
  load: 0.123,
  fill256Ms: 158.6,
};

describe('bench machine line', () => {
  it('names the CPU, cores, memory, Node, Chromium, load and the 256 MB fill', () => {
    expect(machineLine(sample)).toBe(
      'Machine: AMD EPYC 7B13, 2 cores, 23.4 GiB; Node v20.20.2; Chromium 156.0.8078.114; load 0.12 at start; 256 MB filled in 159 ms (median of 3)',
    );
  });

  it('says so when there is no Chromium', () => {
    expect(machineLine({ ...sample, chromium: null })).toContain('; no Chromium; ');
  });

  it('reads this machine', () => {
    const m = describeMachine();
    expect(m.cores).toBeGreaterThan(0);
    expect(m.memoryGiB).toBeGreaterThan(0);
    expect(m.node).toBe(process.version);
    expect(m.cpu.length).toBeGreaterThan(0);
    // A time, not a budget: only that it was measured.
    expect(Number.isFinite(m.fill256Ms) && m.fill256Ms > 0).toBe(true);
  });
});
