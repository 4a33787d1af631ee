import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `ms` while the app is up. Runs never overlap, a failure is logged, and closing the app waits
 * for a run in progress. Safe on every node only for tasks that are themselves safe to run concurrently.
 */
export function every(app: FastifyInstance, ms: number, name: string, task: () => Promise<unknown>) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  }, ms);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
