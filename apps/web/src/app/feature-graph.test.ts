import { describe, expect, it } from 'vitest';

/**
 * Features depend on each other in one direction only (docs/architecture.md, "Feature public files"): the graph of
 * feature-to-feature imports has no loop. ESLint's web/feature-boundaries keeps those imports on the public files;
 * this test keeps the graph acyclic.
 */
const sources = import.meta.glob<string>('../features/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Joins a relative specifier onto a folder, both as '/'-separated paths. */
function resolve(dir: string, specifier: string): string {
  const parts = dir.split('/');
  for (const step of specifier.split('/')) {
    if (step === '..') parts.pop();
    else if (step !== '.') parts.push(step);
  }
  return parts.join('/');
}

/** Feature → the other features it imports, from files keyed by their path ('../features/quote/x.ts'). */
function featureGraph(files: Record<string, string>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, text] of Object.entries(files)) {
    const [, feature] = /^\.\.\/features\/([^/]+)\//.exec(file) ?? [];
    if (!feature) continue;
    const edges = graph.get(feature) ?? new Set<string>();
    graph.set(feature, edges);
    const dir = file.slice(0, file.lastIndexOf('/'));
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      if (!specifier?.startsWith('.')) continue;
      const [, target] = /^\.\.\/features\/([^/]+)/.exec(resolve(dir, specifier)) ?? [];
      if (target && target !== feature) edges.add(target);
    }
  }
  return graph;
}

/** Every loop of the graph, each once, as the path that closes it ('quote → market → quote'). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const loop = path.slice(at);
      const first = loop.indexOf([...loop].sort()[0]!);
      const canonical = [...loop.slice(first), ...loop.slice(0, first)];
      found.add([...canonical, canonical[0]].join(' → '));
      return;
    }
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return [...found].sort();
}

describe('feature import graph', () => {
  it('finds the loops of a graph', () => {
    const graph = featureGraph({
      '../features/a/A.tsx': "import { b } from '../b';\nimport { own } from './own';",
      '../features/b/index.ts': "export { B } from './B';",
      '../features/b/B.tsx': "const C = lazy(() => import('../c'));",
      '../features/c/C.ts': "import '../a/side-effect';",
      '../features/d/D.ts': "import { a } from '../a';",
    });
    expect(graph.get('a')).toEqual(new Set(['b']));
    expect(cycles(graph)).toEqual(['a → b → c → a']);
  });

  it('has no loop between the features', () => {
    const graph = featureGraph(sources);
    expect(graph.size).toBeGreaterThan(5);
    expect(graph.get('market')).toBeDefined();
    expect(cycles(graph)).toEqual([]);
  });
});
