// CPU time of a process's threads, read from /proc (Linux): the main thread (the event loop: HTTP, routes, PGlite)
// apart from the others (libuv's pool, where argon2 runs, and V8's helpers). null where /proc is not there.
import { readdirSync, readFileSync } from 'node:fs';

export type ThreadCpu = { mainMs: number; othersMs: number };

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

export function threadCpu(pid: number): ThreadCpu | null {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  const cpu: ThreadCpu = { mainMs: 0, othersMs: 0 };
  for (const tid of tids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
    if (tid === String(pid)) cpu.mainMs += ms;
    else cpu.othersMs += ms;
  }
  return cpu;
}

/** The CPU a process's threads spent between two readings. */
export function cpuBetween(before: ThreadCpu | null, after: ThreadCpu | null): ThreadCpu | null {
  if (!before || !after) return null;
  return { mainMs: after.mainMs - before.mainMs, othersMs: after.othersMs - before.othersMs };
}
