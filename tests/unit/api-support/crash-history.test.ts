import { describe, expect, it } from 'vitest';
import { CrashHistory } from '../../api/support/crash-history';

describe('crash history checker', () => {
  it('a set: an acknowledged key missing is lost, a key never attempted is unexpected, an unacknowledged one may be either', () => {
    const h = new CrashHistory();
    h.attempt('user', 'a');
    h.ack('user', 'a');
    h.attempt('user', 'b');
    h.attempt('user', 'c');
    expect(h.checkSet('user', ['a', 'b'])).toEqual({ lost: [], unexpected: [] });
    expect(h.checkSet('user', ['a'])).toEqual({ lost: [], unexpected: [] });
    expect(h.checkSet('user', ['b', 'z'])).toEqual({ lost: ['user a'], unexpected: ['user z'] });
  });

  it('a register: the last acknowledged value or a later attempt is fine, an older value is lost, another is unexpected', () => {
    const h = new CrashHistory();
    h.register('v', '');
    h.ackRegister('v', h.attemptRegister('v', '1'));
    h.ackRegister('v', h.attemptRegister('v', '2'));
    h.attemptRegister('v', '3');
    expect(h.checkRegister('v', '2')).toEqual({ lost: [], unexpected: [] });
    expect(h.checkRegister('v', '3')).toEqual({ lost: [], unexpected: [] });
    expect(h.checkRegister('v', '1').lost).toHaveLength(1);
    expect(h.checkRegister('v', '').lost).toHaveLength(1);
    expect(h.checkRegister('v', '9')).toEqual({ lost: [], unexpected: ['v holds 9, never written'] });
  });

  it('counts attempts and acknowledgements and calls onAck with the running total', () => {
    const h = new CrashHistory();
    const seen: number[] = [];
    h.onAck = (n) => seen.push(n);
    h.register('v', '');
    h.attempt('job-request', '1');
    h.ack('job', 'x');
    h.ackRegister('v', h.attemptRegister('v', 'a'));
    expect(h.counts()).toEqual({ attempted: 3, acked: 2 });
    expect(seen).toEqual([1, 2]);
  });
});
