// A fake clock for the poller's tests (src/runtime/async-poller.ts Clock): time moves only when `run` fires the pending
// timers in order, so no assertion depends on real time.

import type { Clock } from '../async-poller.ts';

export class FakeClock implements Clock {
  t = 0;
  private timers: Array<{ at: number; resolve: () => void }> = [];
  /** @param early how much earlier than asked a timer fires (node's timers may, against performance.now()). */
  constructor(private readonly early: () => number = () => 0) {}
  now(): number {
    return this.t;
  }
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.timers.push({ at: this.t + ms - this.early(), resolve }));
  }
  /** Run timers in time order until nothing is pending (microtasks settle between timers). */
  async run(): Promise<void> {
    for (let i = 0; i < 100_000; i++) {
      await new Promise((r) => setImmediate(r));
      if (this.timers.length === 0) return;
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers.shift();
      if (!next) return;
      this.t = Math.max(this.t, next.at);
      next.resolve();
    }
    throw new Error('fake clock ran away');
  }
}
