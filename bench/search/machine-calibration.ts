import type pg from 'pg';

/**
 * Two fixed workloads, so search figures from different machines can be compared: sessions run
 * on machines of the same kind but not the same speed (docs/performance.md). Best of three each,
 * to skip a moment of noise rather than average it in.
 */
export async function measureMachine(pool: pg.Pool): Promise<{ nodeLoopMs: number; sqlSumMs: number }> {
  const bestOf = async (work: () => Promise<unknown> | unknown) => {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      await work();
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };
  const nodeLoopMs = await bestOf(() => {
    let sum = 0;
    for (let index = 0; index < 200_000_000; index += 1) sum += index % 7;
    return sum;
  });
  // One connection, settings local to each transaction: no JIT, no parallel workers, so the figure
  // is one core's speed and the pool's connections keep their settings for the bench.
  const client = await pool.connect();
  try {
    const sqlSumMs = await bestOf(async () => {
      await client.query('BEGIN');
      await client.query(
        "SELECT set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)",
      );
      await client.query('SELECT sum(value % 7) FROM generate_series(1, 3000000) AS value');
      await client.query('COMMIT');
    });
    return { nodeLoopMs, sqlSumMs };
  } finally {
    client.release();
  }
}

/** The calibration line every search bench prints beside its figures. */
export async function machineCalibrationLine(pool: pg.Pool): Promise<string> {
  const machine = await measureMachine(pool);
  return `machine: node loop ${machine.nodeLoopMs.toFixed(0)} ms, SQL sum ${machine.sqlSumMs.toFixed(0)} ms (best of 3; lower is faster)`;
}
