import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server boundaries of eslint.config.js (rules in eslint/server-boundaries.js) fire on an offending snippet and
 * stay quiet on an allowed one. The repo's own config is used, with type-aware linting switched off so that each
 * snippet lints in milliseconds under a path that need not exist.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
    },
  ],
  ruleFilter: ({ ruleId }) => ruleId.startsWith('bourse-server/'),
});

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('repo-only-from-own-module', () => {
  const rule = 'bourse-server/repo-only-from-own-module';

  it("refuses another module's repo.ts, whatever the module", async () => {
    const found = await problems(
      'apps/server/src/modules/wallet/service.ts',
      "import { depositsRepo } from '../deposits/repo.ts';\nexport const x = depositsRepo;\n",
    );
    expect(found).toEqual([
      {
        rule,
        message: expect.stringContaining(
          "apps/server/src/modules/deposits/repo.ts is the deposits module's SQL: only files in modules/deposits/ may " +
            'import it. Call a function of modules/deposits/service.ts instead',
        ),
      },
    ]);
    // A module that does not exist yet is covered too, and so are re-exports and files outside the modules.
    expect(
      await problems('bench/lib/x.ts', "export * from '../../apps/server/src/modules/trading/repo.ts';\n"),
    ).toEqual([{ rule, message: expect.stringContaining('modules/trading/repo.ts') }]);
  });

  it("allows a module's own files, and other modules' services", async () => {
    expect(
      await problems(
        'apps/server/src/modules/deposits/review.ts',
        "import { depositsRepo } from './repo.ts';\nimport { post } from '../ledger/service.ts';\nexport const x = [depositsRepo, post];\n",
      ),
    ).toEqual([]);
  });
});

describe('db-and-config-import-no-modules', () => {
  const rule = 'bourse-server/db-and-config-import-no-modules';

  it('refuses an import of a module from db/ or config.ts', async () => {
    const fromDb = await problems(
      'apps/server/src/db/seed.ts',
      "import { ensureStaffAccount } from '../modules/accounts/service.ts';\nexport const x = ensureStaffAccount;\n",
    );
    expect(fromDb).toEqual([
      {
        rule,
        message: expect.stringContaining(
          'apps/server/src/db/seed.ts is below the modules and must not import from apps/server/src/modules/',
        ),
      },
    ]);
    const fromConfig = await problems(
      'apps/server/src/config.ts',
      "import { canonicalAddress } from './modules/crypto-addresses/service.ts';\nexport const x = canonicalAddress;\n",
    );
    expect(fromConfig.map((p) => p.rule)).toEqual([rule]);
  });

  it('allows db/ and config.ts to import the platform', async () => {
    expect(
      await problems(
        'apps/server/src/config.ts',
        "import { canonicalAddress } from './platform/address-formats.ts';\nexport const x = canonicalAddress;\n",
      ),
    ).toEqual([]);
  });
});

describe('ledger-tables-written-only-by-ledger', () => {
  const rule = 'bourse-server/ledger-tables-written-only-by-ledger';
  const message = expect.stringContaining(
    'Only the ledger module writes ledger_accounts: balances and the journal change through ' +
      'apps/server/src/modules/ledger/service.ts',
  );
  const writes = [
    "export const w = (db: any) => db.insertInto('ledger_accounts').values({}).execute();\n",
    "export const w = (db: any) => db.updateTable('ledger_accounts as a').set({ used: '0' }).execute();\n",
    "export const w = (db: any) => db.deleteFrom('journal_entries').execute();\n",
    // Raw SQL (a prepared statement) is a write too; the table name is split here so this file itself passes.
    `export const w = 'update ${'ledger'}_accounts set used = ? where id = ?';\n`,
  ];

  it('refuses writes outside modules/ledger/, in the query builder and in raw SQL', async () => {
    for (const code of writes) {
      const found = await problems('apps/server/src/modules/wallet/service.ts', code);
      expect(
        found.map((p) => p.rule),
        code,
      ).toEqual([rule]);
    }
    expect(await problems('apps/server/src/modules/trading/service.ts', writes[0] ?? '')).toEqual([{ rule, message }]);
  });

  it('allows reads anywhere, and writes in the ledger module, the migrations and the schema', async () => {
    const read = "export const r = (db: any) => db.selectFrom('ledger_accounts').selectAll().execute();\n";
    expect(await problems('apps/server/src/modules/wallet/service.ts', read)).toEqual([]);
    for (const file of [
      'apps/server/src/modules/ledger/repo.ts',
      'apps/server/src/db/migrations/20990101-0001-x.ts',
      'apps/server/src/db/schema.ts',
    ]) {
      expect(await problems(file, writes.join('')), file).toEqual([]);
    }
  });
});

describe('eslint.config.js', () => {
  it('turns the boundaries on for the files they guard', async () => {
    const rulesOf = async (file: string) =>
      ((await eslint.calculateConfigForFile(path.join(ROOT, file))) as { rules: Record<string, unknown> }).rules;
    const server = await rulesOf('apps/server/src/modules/wallet/service.ts');
    expect(server['bourse-server/repo-only-from-own-module']).toEqual([2]);
    expect(server['bourse-server/ledger-tables-written-only-by-ledger']).toEqual([2]);
    expect(server['bourse-server/db-and-config-import-no-modules']).toBeUndefined();
    expect((await rulesOf('apps/server/src/db/seed.ts'))['bourse-server/db-and-config-import-no-modules']).toEqual([2]);
  });
});
