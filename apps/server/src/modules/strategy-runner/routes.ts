import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { every } from '../../platform/schedule.ts';
import { type PositionWatch, runAll, sampleAll } from './service.ts';

/** How often the leader lets every running strategy decide (its rules read closed candles, so once a minute or less). */
const RUN_MS = 15_000;
/** How often the leader looks whether an equity sample is due (sampling twice on one grid time stores it once). */
const SAMPLE_MS = 30_000;

/**
 * The strategy runner's timers, on the leader only (no HTTP calls of its own). Answers the functions the timers call,
 * so tests and test hooks can run them at once.
 */
export function strategyRunner(app: FastifyInstance, ctx: AppContext, watch: PositionWatch, options = { loop: true }) {
  const run = () => runAll(ctx, watch);
  const sample = () => sampleAll(ctx);
  if (options.loop) {
    every(app, RUN_MS, 'strategy runner', async () => {
      if (ctx.isLeader()) await run();
    });
    every(app, SAMPLE_MS, 'strategy equity sample', async () => {
      if (ctx.isLeader()) await sample();
    });
  }
  return { run, sample };
}
