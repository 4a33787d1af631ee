import path from 'node:path';

/**
 * The server's boundaries as lint rules (docs/architecture.md, "Boundaries"). eslint.config.js turns them on;
 * apps/server/src/boundaries.test.ts proves each one fires. Paths are compared from the repository root, so the rules
 * hold for any module folder added later without a change here.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const MODULES = 'apps/server/src/modules/';

/** A path relative to the repository root, with forward slashes. */
const fromRoot = (absolute) => path.relative(ROOT, absolute).split(path.sep).join('/');

/** Every import, re-export and dynamic import whose source is a relative path: its source node. */
function relativeSources(check) {
  const visit = (source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string' && source.value.startsWith('.')) {
      check(source);
    }
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}

/** The repository-relative path a relative import source names, from the file that imports it. */
const resolved = (context, source) => fromRoot(path.resolve(path.dirname(context.filename), source.value));

/** `apps/server/src/modules/<m>/…` → `<m>`; undefined outside the modules folder. */
function moduleOf(file) {
  if (!file.startsWith(MODULES)) return undefined;
  const rest = file.slice(MODULES.length);
  const slash = rest.indexOf('/');
  return slash > 0 ? rest.slice(0, slash) : undefined;
}

const repoOnlyFromOwnModule = {
  meta: {
    type: 'problem',
    docs: { description: "A module's repo.ts (its SQL) is imported only by files of that module's folder." },
    messages: {
      foreignRepo:
        "apps/server/src/modules/{{owner}}/repo.ts is the {{owner}} module's SQL: only files in modules/{{owner}}/ " +
        'may import it. Call a function of modules/{{owner}}/service.ts instead (or, for SQL helpers several ' +
        'modules share, put them in apps/server/src/platform/).',
    },
    schema: [],
  },
  create(context) {
    const importer = fromRoot(context.filename);
    return relativeSources((source) => {
      const target = resolved(context, source);
      const match = /^apps\/server\/src\/modules\/([^/]+)\/repo(?:\.[cm]?[jt]s)?(?:\/.*)?$/.exec(target);
      if (!match) return;
      const owner = match[1];
      if (moduleOf(importer) !== owner) context.report({ node: source, messageId: 'foreignRepo', data: { owner } });
    });
  },
};

const dbAndConfigImportNoModules = {
  meta: {
    type: 'problem',
    docs: { description: 'apps/server/src/db/** and apps/server/src/config.ts import nothing from the modules.' },
    messages: {
      moduleImport:
        '{{file}} is below the modules and must not import from apps/server/src/modules/ ("{{source}}"). Move what ' +
        'both need down into db/ or platform/, or let app.ts (or the module itself) make the call.',
    },
    schema: [],
  },
  create(context) {
    const file = fromRoot(context.filename);
    return relativeSources((source) => {
      if (!resolved(context, source).startsWith(MODULES)) return;
      context.report({ node: source, messageId: 'moduleImport', data: { file, source: source.value } });
    });
  },
};

/** The tables that hold balances and the journal; only the ledger module writes them. */
const LEDGER_TABLES = ['ledger_accounts', 'journal_transactions', 'journal_entries'];
/** Who may still write them: the ledger module, and the migrations and schema that define them. */
const LEDGER_WRITERS = [`${MODULES}ledger/`, 'apps/server/src/db/migrations/', 'apps/server/src/db/schema.ts'];
/** Kysely's writing calls; their first argument names the table (`'ledger_accounts'`, `'ledger_accounts as a'`). */
const WRITE_CALLS = new Set(['insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto']);
const TABLES = LEDGER_TABLES.join('|');
/** Raw SQL that writes one of them, in a string or template literal (prepared statements, sql``). */
const RAW_WRITE = new RegExp(
  `\\b(?:insert(?:\\s+or\\s+\\w+)?\\s+into|replace\\s+into|update|delete\\s+from|merge\\s+into)\\s+["\`]?(${TABLES})\\b`,
  'i',
);

/** The table a Kysely table argument names: `'ledger_accounts as a'` → `ledger_accounts`. */
const tableOf = (node) =>
  node && node.type === 'Literal' && typeof node.value === 'string' ? node.value.trim().split(/\s+/)[0] : undefined;

const ledgerTablesWrittenOnlyByLedger = {
  meta: {
    type: 'problem',
    docs: { description: 'Only apps/server/src/modules/ledger/ writes the balance and journal tables.' },
    messages: {
      ledgerWrite:
        'Only the ledger module writes {{table}}: balances and the journal change through ' +
        'apps/server/src/modules/ledger/service.ts (post, withMoneyTx, openUserAccounts), never directly. Call the ' +
        'ledger service instead (reading the tables is fine).',
    },
    schema: [],
  },
  create(context) {
    const file = fromRoot(context.filename);
    if (LEDGER_WRITERS.some((allowed) => file === allowed || file.startsWith(allowed))) return {};
    const report = (node, table) => context.report({ node, messageId: 'ledgerWrite', data: { table } });
    const checkText = (node, text) => {
      const match = RAW_WRITE.exec(text);
      if (match) report(node, match[1].toLowerCase());
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITE_CALLS.has(callee.property.name)) return;
        const arg = node.arguments[0];
        const names = arg && arg.type === 'ArrayExpression' ? arg.elements.map(tableOf) : [tableOf(arg)];
        const table = names.find((name) => name !== undefined && LEDGER_TABLES.includes(name));
        if (table) report(node, table);
      },
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateLiteral(node) {
        checkText(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
      },
    };
  },
};

/** The plugin, registered as `bourse-server` in eslint.config.js. */
export default {
  meta: { name: 'bourse-server' },
  rules: {
    'repo-only-from-own-module': repoOnlyFromOwnModule,
    'db-and-config-import-no-modules': dbAndConfigImportNoModules,
    'ledger-tables-written-only-by-ledger': ledgerTablesWrittenOnlyByLedger,
  },
};
