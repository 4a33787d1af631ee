import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The module the web client imports for its endpoint table (src/api/api.ts); typed in src/vite-env.d.ts. */
export const ENDPOINT_INDEX_ID = 'virtual:bourse-endpoint-index';
const RESOLVED_ID = `\0${ENDPOINT_INDEX_ID}`;
const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../packages/contract/src');
const LOAD_ONCE = path.resolve(import.meta.dirname, 'src/lib/load-once.ts');

interface EndpointLike {
  method: string;
  path: string;
  auth: boolean;
  output: unknown;
  idempotent?: boolean;
  idempotencyOmits?: readonly string[];
  multipartFile?: string;
}

const isEndpoint = (value: unknown): value is EndpointLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<EndpointLike>).method === 'string' &&
  typeof (value as Partial<EndpointLike>).path === 'string' &&
  'output' in value;

/**
 * Writes the web client's endpoint table at build time (docs/decisions.md, Web delivery): for each endpoint of the
 * contract its method, path, `auth`, `idempotent`, `idempotencyOmits` and `multipartFile` as plain data, and a
 * function loading the contract file that defines it (`@bourse/contract/<file>`, imported once), whose output schema
 * checks the answer. So the app starts without zod or any schema: a call fetches its contract file beside its request,
 * and each file's schemas are built the first time one of its calls answers.
 */
export function endpointIndex(): Plugin {
  return {
    name: 'bourse-endpoint-index',
    resolveId: (id) => (id === ENDPOINT_INDEX_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { endpoints } = (await import(path.join(CONTRACT_SRC, 'index.ts'))) as {
        endpoints: Record<string, EndpointLike>;
      };
      // Which contract file (and which exported object of it) defines each endpoint, by identity.
      const home = new Map<unknown, { file: string; group: string }>();
      for (const name of fs.readdirSync(CONTRACT_SRC).sort()) {
        if (!name.endsWith('.ts') || name.endsWith('.test.ts') || name === 'index.ts') continue;
        this.addWatchFile(path.join(CONTRACT_SRC, name));
        const module = (await import(path.join(CONTRACT_SRC, name))) as Record<string, unknown>;
        for (const [group, value] of Object.entries(module)) {
          if (typeof value !== 'object' || value === null) continue;
          for (const endpoint of Object.values(value)) {
            if (isEndpoint(endpoint) && !home.has(endpoint)) home.set(endpoint, { file: name.slice(0, -3), group });
          }
        }
      }
      // By file and group: `group(load, 'marketEndpoints', { name: [method, path, auth, extra?] })`.
      const groups = new Map<string, { file: string; group: string; rows: string[] }>();
      for (const [name, e] of Object.entries(endpoints)) {
        const found = home.get(e);
        if (!found) throw new Error(`endpoint-index: no contract file exports the endpoint ${name}`);
        const extra = {
          ...(e.idempotent ? { idempotent: true } : {}),
          ...(e.idempotencyOmits?.length ? { idempotencyOmits: e.idempotencyOmits } : {}),
          ...(e.multipartFile ? { multipartFile: e.multipartFile } : {}),
        };
        const row = [e.method, e.path, e.auth ? 1 : 0, ...(Object.keys(extra).length ? [extra] : [])];
        const key = `${found.file} ${found.group}`;
        const entry = groups.get(key) ?? { ...found, rows: [] };
        entry.rows.push(`${JSON.stringify(name)}:${JSON.stringify(row)}`);
        groups.set(key, entry);
      }
      const files = [...new Set([...groups.values()].map((g) => g.file))];
      return [
        `import { loadOnce } from ${JSON.stringify(LOAD_ONCE)};`,
        // Once per file: every call would otherwise go through the bundler's preload helper again, which reads every
        // <link> of the page (the tab screens' warm-up adds ~140) and was most of a first screen's request start-up.
        ...files.map(
          (file) =>
            `const load_${ident(file)} = loadOnce(() => import(${JSON.stringify(`@bourse/contract/${file}`)}));`,
        ),
        'const group = (load, name, rows) => Object.fromEntries(Object.entries(rows).map(([endpoint, [method, path, auth, extra]]) => [endpoint, { method, path, auth: auth === 1, ...extra, output: () => load().then((m) => m[name][endpoint].output) }]));',
        'export const endpointIndex = {',
        ...[...groups.values()].map(
          (g) => `  ...group(load_${ident(g.file)}, ${JSON.stringify(g.group)}, {${g.rows.join(',')}}),`,
        ),
        '};',
      ].join('\n');
    },
  };
}

const ident = (file: string) => file.replace(/[^A-Za-z0-9]/g, '_');
