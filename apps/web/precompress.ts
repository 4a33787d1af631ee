import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts in the build are compressed already. */
export const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map|xml|ico)$/;
/** Below this a compressed copy saves less than a packet. */
export const MIN_BYTES = 512;

export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip, best) beside every text file of the build, so the server
 * sends them as they are (`@fastify/static` with `preCompressed`) and never compresses on a request. A copy that is
 * not smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bourse-precompress',
    // Not in an SSR build (first-frames.ts runs one for the render of the frames): nothing serves its output.
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's last step (the service worker is written then), so its files are compressed too.
    closeBundle: { order: 'post', sequential: true, handler: compressAll },
  };
  async function compressAll() {
    const files = filesUnder(outDir).filter((f) => TEXT.test(f) && fs.statSync(f).size >= MIN_BYTES);
    await Promise.all(
      files.map(async (file) => {
        const raw = await fs.promises.readFile(file);
        const [b, g] = await Promise.all([
          brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gz(raw, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (b.length < raw.length) await fs.promises.writeFile(`${file}.br`, b);
        if (g.length < raw.length) await fs.promises.writeFile(`${file}.gz`, g);
      }),
    );
  }
}
