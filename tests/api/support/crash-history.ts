/**
 * A Jepsen-style history of writes against a server that is killed: each write is recorded as attempted
 * before it is sent and as acknowledged once a 2xx reply arrived. The checker then compares what the
 * restarted server holds: an acknowledged write missing is lost; a value or item never attempted is
 * unexpected; attempted-but-unacknowledged writes may be either present or absent.
 */
export type Verdict = { lost: string[]; unexpected: string[] };

type RegisterWrite = { value: string; acked: boolean };

export class CrashHistory {
  private readonly sets = new Map<string, Map<string, boolean>>();
  private readonly registers = new Map<string, { initial: string; writes: RegisterWrite[] }>();
  private ackCount = 0;
  /** Called after every acknowledgement (the test kills the server after a random number of them). */
  onAck: (acked: number) => void = () => undefined;

  private acknowledged(): void {
    this.onAck(++this.ackCount);
  }

  /** A write that adds `key` to the set `kind` (a user, an acceptance, a job) is about to be sent. */
  attempt(kind: string, key: string): void {
    const set = this.sets.get(kind) ?? new Map<string, boolean>();
    this.sets.set(kind, set);
    if (!set.has(key)) set.set(key, false);
  }

  ack(kind: string, key: string): void {
    this.attempt(kind, key);
    this.sets.get(kind)?.set(key, true);
    this.acknowledged();
  }

  attempted(kind: string): string[] {
    return [...(this.sets.get(kind)?.keys() ?? [])];
  }

  acked(kind: string): string[] {
    return [...(this.sets.get(kind)?.entries() ?? [])].filter(([, acked]) => acked).map(([key]) => key);
  }

  /** Compares the set `kind` with the keys the server holds (`present`; all of them, for unexpected). */
  checkSet(kind: string, present: Iterable<string>): Verdict {
    const held = new Set(present);
    const attempted = new Set(this.attempted(kind));
    return {
      lost: this.acked(kind).filter((key) => !held.has(key)).map((key) => `${kind} ${key}`),
      unexpected: [...held].filter((key) => !attempted.has(key)).map((key) => `${kind} ${key}`),
    };
  }

  /** A register (one value, overwritten in order by a single writer) and the value it held before any write. */
  register(key: string, initial: string): void {
    if (!this.registers.has(key)) this.registers.set(key, { initial, writes: [] });
  }

  /** Records a write of `value` to register `key`; returns its index for ackRegister. */
  attemptRegister(key: string, value: string): number {
    const reg = this.registers.get(key);
    if (!reg) throw new Error(`register ${key} has no initial value`);
    return reg.writes.push({ value, acked: false }) - 1;
  }

  ackRegister(key: string, index: number): void {
    const write = this.registers.get(key)?.writes[index];
    if (write) write.acked = true;
    this.acknowledged();
  }

  /**
   * The register may hold the last acknowledged value or any value attempted after it (those may have landed);
   * an older value means the acknowledged write was lost, a value never written is unexpected.
   */
  checkRegister(key: string, held: string): Verdict {
    const reg = this.registers.get(key);
    if (!reg) throw new Error(`register ${key} unknown`);
    const values = [reg.initial, ...reg.writes.map((w) => w.value)];
    const lastAcked = reg.writes.findLastIndex((w) => w.acked) + 1; // index in `values`
    if (values.slice(lastAcked).includes(held)) return { lost: [], unexpected: [] };
    if (values.includes(held)) return { lost: [`${key} holds ${held}, acknowledged ${values[lastAcked]}`], unexpected: [] };
    return { lost: [], unexpected: [`${key} holds ${held}, never written`] };
  }

  /** Attempted and acknowledged writes of every kind. */
  counts(): { attempted: number; acked: number } {
    let attempted = 0;
    let acked = 0;
    for (const set of this.sets.values()) {
      attempted += set.size;
      acked += [...set.values()].filter(Boolean).length;
    }
    for (const reg of this.registers.values()) {
      attempted += reg.writes.length;
      acked += reg.writes.filter((w) => w.acked).length;
    }
    return { attempted, acked };
  }
}

/** Adds verdicts up. */
export function merge(...verdicts: Verdict[]): Verdict {
  return { lost: verdicts.flatMap((v) => v.lost), unexpected: verdicts.flatMap((v) => v.unexpected) };
}
