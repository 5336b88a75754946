// What the bench ran on, printed above its table: time figures move from one machine to the next (README,
// "Outras máquinas"), so every run names its own. The memory figure is the one the README has compared machines
// by: a slow-memory machine filled 256 MB in 730-750 ms where most take 100-280 ms.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { chromiumPath } from '../scripts/chromium';
import { median } from './report';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  /** null when the browser is not installed (the api-only groups run without it). */
  chromium: string | null;
  /** One-minute load average when the bench started: another job on the machine shows here. */
  load: number;
  /** Median of 3: a fresh 256 MiB array written through (page faults and memory bandwidth). */
  fill256Ms: number;
}

const fillBytes = 256 * 1024 * 1024;

/** Time to allocate a fresh 256 MiB array and write every byte, in ms (the median of `times`). */
export function memoryFillMs(times = 3): number {
  const runs: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    new Uint8Array(fillBytes).fill(1);
    runs.push(performance.now() - start);
  }
  return median(runs);
}

function chromiumVersion(): string | null {
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
  } catch {
    return null;
  }
}

export function describeMachine(): Machine {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown CPU',
    cores: list.length,
    memoryGiB: totalmem() / 1024 ** 3,
    node: process.version,
    chromium: chromiumVersion(),
    load: loadavg()[0] ?? 0,
    fill256Ms: memoryFillMs(),
  };
}

export function machineLine(m: Machine): string {
  return [
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB.toFixed(1)} GiB`,
    `Node ${m.node}`,
    m.chromium ?? 'no Chromium',
    `load ${m.load.toFixed(2)} at start`,
    `256 MB filled in ${m.fill256Ms.toFixed(0)} ms (median of 3)`,
  ].join('; ');
}
