/**
 * The route handlers still running on this node. The HTTP server's close waits for open
 * connections, not for handlers: a client that hung up (a timeout, a closed tab, a load generator
 * at the end of its run) leaves its handler running with no connection, and the shutdown then
 * closed the database under it ("Cannot use a pool after calling end on the pool"). A write lost
 * that way rolled back, but the work was thrown away; the shutdown now lets such handlers finish
 * within its budget before the database closes (ADR 036).
 */
export class InFlightHandlers {
  private running = 0;
  private readonly idle: Array<() => void> = [];

  get count(): number {
    return this.running;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      if (this.running === 0) for (const resolve of this.idle.splice(0)) resolve();
    }
  }

  /** Resolves when no handler runs, or after `timeoutMs` with how many still did. */
  async settled(timeoutMs: number): Promise<{ stillRunning: number }> {
    if (this.running === 0) return { stillRunning: 0 };
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.idle.push(resolve)),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    return { stillRunning: this.running };
  }
}
