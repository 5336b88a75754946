// Summarizes a V8 .cpuprofile (BENCH_CPU_PROF=dir npm run bench): self time by function and by file/package.
// Usage: npx tsx bench/profile-summary.ts file.cpuprofile [top=30] [lastSeconds]
// lastSeconds keeps only the samples of the profile's final seconds (the load, not start-up and seeding).
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts file.cpuprofile [top]');
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1]!;
  if (url.startsWith('node:')) return url;
  const p = url.match(/\/work\/main\/(.*)$/);
  return p ? p[1]! : url || '(native)';
};
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
const fns = new Map<string, number>();
const files = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  add(fns, `${functionName || '(anonymous)'}  ${where(url)}:${lineNumber + 1}`, us);
  add(files, where(url), us);
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (total ${(total / 1e6).toFixed(2)} s sampled)`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
  }
};
print('Self time by file / package', files);
print('Self time by function', fns);
