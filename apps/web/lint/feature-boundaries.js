import path from 'node:path';

/**
 * ESLint rule for the web app's feature folders (docs/architecture.md, "Feature public files"):
 * - a file outside features/<name>/ reaches that feature only through its public file, the folder itself
 *   (`../quote`, `../features/quote`: its index.ts), never a file inside it;
 * - a feature's own files import their siblings directly, never their own index.ts (that would make a loop);
 * - only app/, the features and the test helpers import features: api/, lib/, ui/, session/, settings/ and i18n/
 *   sit below every feature.
 * It reads relative import paths (the web app has no path aliases) and keeps no list of features, so a new feature
 * folder is covered as soon as it exists.
 */
const MAY_IMPORT_FEATURES = new Set(['app', 'features', 'test']);

/** Where a path lies under apps/web/src: the src folder and the parts below it; null outside it. */
function locate(file) {
  const parts = path.resolve(file).split(path.sep);
  for (let i = parts.length - 2; i >= 1; i--) {
    if (parts[i - 1] === 'apps' && parts[i] === 'web' && parts[i + 1] === 'src') {
      return { src: parts.slice(0, i + 2).join(path.sep), parts: parts.slice(i + 2) };
    }
  }
  return null;
}

/** The feature a path lies in ('quote' for features/quote/…) and whether the path names its index. */
function featureOf(parts) {
  if (parts[0] !== 'features' || parts.length < 2) return null;
  const rest = parts.slice(2).join('/');
  return { name: parts[1], folder: rest === '', index: rest === '' || /^index(\.tsx?)?$/.test(rest) };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature is imported only through its public file (features/<name>/index.ts).' },
    messages: {
      internal:
        "Import feature '{{feature}}' through its public file: from '{{expected}}' (features/{{feature}}/index.ts). " +
        "Another feature's files are private: export what you need from its index.ts.",
      ownIndex:
        "Inside feature '{{feature}}' import the file itself ('./…'), not the feature's own index.ts, " +
        'which is for other features and app/.',
      layer:
        "src/{{layer}} sits below the features and may not import feature '{{feature}}': " +
        'move the shared piece down into src/lib, src/ui or src/api.',
    },
    schema: [],
  },
  create(context) {
    const from = locate(context.filename);
    if (!from) return {};
    const fromDir = path.dirname(path.resolve(context.filename));
    const own = featureOf(from.parts);

    function check(node) {
      const spec = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = locate(path.resolve(fromDir, spec));
      const target = to && featureOf(to.parts);
      if (!target) return;
      const data = { feature: target.name, layer: from.parts[0] };
      if (own?.name === target.name) {
        if (target.index) context.report({ node: node.source, messageId: 'ownIndex', data });
      } else if (!MAY_IMPORT_FEATURES.has(from.parts[0]) && from.parts.length > 1) {
        context.report({ node: node.source, messageId: 'layer', data });
      } else if (!target.folder) {
        const relative = path
          .relative(fromDir, path.join(to.src, 'features', target.name))
          .split(path.sep)
          .join('/');
        const expected = relative.startsWith('.') ? relative : `./${relative}`;
        context.report({ node: node.source, messageId: 'internal', data: { ...data, expected } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': rule } };
