import { describe, expect, it } from 'vitest';
import { BoundedQueue, QueueFull } from './picture-queue';

/** Tasks that run until the test lets them end. */
function held() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { end, task: () => () => ended };
}

describe('BoundedQueue', () => {
  it('runs at most `concurrency` at once and starts the others in arrival order', async () => {
    const q = new BoundedQueue(2, 5);
    const order: number[] = [];
    const gates = [held(), held(), held(), held()];
    const runs = gates.map((g, i) =>
      q.run(async () => {
        order.push(i);
        await g.task()();
        return i;
      }),
    );
    await Promise.resolve();
    expect([q.running, q.waiting]).toEqual([2, 2]);
    expect(order).toEqual([0, 1]);
    gates[1]?.end();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2]);
    expect([q.running, q.waiting]).toEqual([2, 1]);
    for (const g of gates) g.end();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });

  it('refuses at once with QueueFull when the line is full, without running the task', async () => {
    const q = new BoundedQueue(1, 1);
    const g = held();
    const first = q.run(g.task());
    const second = q.run(g.task());
    let ran = false;
    await expect(
      q.run(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(QueueFull);
    expect(ran).toBe(false);
    g.end();
    await Promise.all([first, second]);
    // Room again once the line has gone down.
    await expect(q.run(async () => 'again')).resolves.toBe('again');
  });

  it("`wait` joins the line even when it is full (the back office's pictures are never sent away)", async () => {
    const q = new BoundedQueue(1, 0);
    const g = held();
    const first = q.run(g.task());
    await expect(q.run(async () => 'refused')).rejects.toBeInstanceOf(QueueFull);
    const waited = q.run(async () => 'waited', 'wait');
    expect(q.waiting).toBe(1);
    g.end();
    await first;
    await expect(waited).resolves.toBe('waited');
  });

  it('a task that fails gives its place to the next one', async () => {
    const q = new BoundedQueue(1, 2);
    const g = held();
    const failing = q.run(async () => {
      await g.task()();
      throw new Error('broken picture');
    });
    const next = q.run(async () => 'next');
    g.end();
    await expect(failing).rejects.toThrow('broken picture');
    await expect(next).resolves.toBe('next');
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });

  it('refuses a concurrency below 1', () => {
    expect(() => new BoundedQueue(0, 1)).toThrow(RangeError);
    expect(() => new BoundedQueue(1, -1)).toThrow(RangeError);
  });
});
