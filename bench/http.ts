import { load, sideBySide } from './lib/load.ts';
import { VERSION_PATH } from './lib/requests.ts';
import { startTarget } from './lib/servers.ts';

/** GET /appVersion/getPublishAppVersion on the real app against a bare Fastify route, in the same run. Goal: 0.7. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const target = await startTarget('http-target.ts');
const path = VERSION_PATH;
try {
  const { subject, baseline } = await sideBySide(
    () => load(`http://127.0.0.1:${target.ports.app}${path}`, { seconds: SECONDS }),
    () => load(`http://127.0.0.1:${target.ports.bare}${path}`, { seconds: SECONDS }),
  );
  console.log(
    JSON.stringify({
      bench: 'http',
      path,
      app_rps: subject.rps,
      bare_rps: baseline.rps,
      app_p99_ms: subject.p99_ms,
      bare_p99_ms: baseline.p99_ms,
      errors: subject.errors + baseline.errors,
      ratio: Number((subject.rps / baseline.rps).toFixed(3)),
      goal_ratio: 0.7,
    }),
  );
} finally {
  await target.stop();
}
