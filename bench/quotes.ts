import { load, sideBySide } from './lib/load.ts';
import { QUOTES_PAGE_URL } from './lib/requests.ts';
import { startTarget } from './lib/servers.ts';

/**
 * GET /m_ft/all_stock_list (a page of 15 live US quotes, sorted by change ratio) on the real app, with its feed
 * running, against a bare Fastify route answering the same page, in the same run. Goal: ratio ≥ 0.5.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const PATH = QUOTES_PAGE_URL;
const target = await startTarget('quotes-target.ts');
try {
  const { subject, baseline } = await sideBySide(
    () => load(`http://127.0.0.1:${target.ports.app}${PATH}`, { seconds: SECONDS }),
    () => load(`http://127.0.0.1:${target.ports.bare}${PATH}`, { seconds: SECONDS }),
  );
  console.log(
    JSON.stringify({
      bench: 'quotes',
      path: PATH,
      app_rps: subject.rps,
      bare_rps: baseline.rps,
      app_p99_ms: subject.p99_ms,
      bare_p99_ms: baseline.p99_ms,
      errors: subject.errors + baseline.errors,
      ratio: Number((subject.rps / baseline.rps).toFixed(3)),
      goal_ratio: 0.5,
    }),
  );
} finally {
  await target.stop();
}
