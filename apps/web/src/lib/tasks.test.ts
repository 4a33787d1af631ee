import { describe, expect, it, vi } from 'vitest';
import { inOwnTask, nextTask } from './tasks';

describe('nextTask', () => {
  it('resolves after the task that asked has ended, not within it (microtasks of that task run first)', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    setTimeout(() => order.push('timer'), 50);
    order.push('this task');
    await yielded;
    expect(order).toEqual(['this task', 'microtask', 'next task']);
  });
});

describe('inOwnTask', () => {
  it('runs the set-up in a later task and its cleanup when cancelled after', async () => {
    const cleanUp = vi.fn();
    const setUp = vi.fn(() => cleanUp);
    const cancel = inOwnTask(setUp);
    expect(setUp).not.toHaveBeenCalled();
    await nextTask();
    await nextTask();
    expect(setUp).toHaveBeenCalledTimes(1);
    cancel();
    expect(cleanUp).toHaveBeenCalledTimes(1);
  });

  it('never runs a set-up cancelled before its task came (an effect cleaned up at once)', async () => {
    const setUp = vi.fn();
    inOwnTask(setUp)();
    await nextTask();
    await nextTask();
    expect(setUp).not.toHaveBeenCalled();
  });
});
