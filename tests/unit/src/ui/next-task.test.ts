import { describe, expect, it } from 'vitest';
import { inNextTask } from '../../../../src/ui/next-task';

const afterATask = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('inNextTask (issue 14: work out of a long task)', () => {
  it('runs after the current task and its microtasks, not in it', async () => {
    const order: string[] = [];
    inNextTask(() => order.push('next task'));
    order.push('same task');
    await Promise.resolve();
    order.push('microtask');
    await afterATask();
    expect(order).toEqual(['same task', 'microtask', 'next task']);
  });

  it('runs nothing once cancelled', async () => {
    let ran = false;
    const cancel = inNextTask(() => (ran = true));
    cancel();
    await afterATask();
    expect(ran).toBe(false);
  });
});
