import fs from 'node:fs';
import path from 'node:path';

/** `npm run bench -- NAME` runs bench/NAME.ts, which prints one JSON line of figures. */
const name = process.argv[2];
const available = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.slice(0, -3));
if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- NAME   (one of: ${available.join(', ')})`);
  process.exit(2);
}
await import(path.join(import.meta.dirname, `${name}.ts`));
