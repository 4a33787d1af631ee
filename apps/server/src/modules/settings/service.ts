import type { StaffSetting } from '@bourse/contract';
import { DEFAULT_LEVERAGE_CAPS, Decimal, LEVERAGE_CHOICES, type LeverageCaps } from '@bourse/domain';
import type { FastifyInstance } from 'fastify';
import { type Config, FINANCING_CLASSES } from '../../config.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, refused } from '../../platform/errors.ts';
import { every } from '../../platform/schedule.ts';
import { recordDecision } from '../audit/service.ts';
import { settingsRepo as repo } from './repo.ts';

/**
 * The settings staff may change in the back office (docs/decisions.md, "Back office: editable settings"). The
 * server's configuration gives each its default; a changed one is a row of the `settings` table. The values in force
 * live where every module already reads them when it uses them, `ctx.config` (trading's fees, caps and financing,
 * loans, mining, the four-eyes threshold) and the instruments' block discount; this file is their only writer after
 * start-up. Each node reloads them after a change (its own at once, the others on the bus and at most a refresh
 * period later when a bus message is lost).
 */

type Tunables = Pick<Config, 'trading' | 'loans' | 'mining' | 'fourEyesWithdrawalUsd'>;
type SettingsCtx = Pick<AppContext, 'config' | 'db' | 'market' | 'bus' | 'now'>;

interface Rule {
  text: string;
  ok: (value: string) => boolean;
}

const decimalsOf = (v: string) => v.split('.')[1]?.length ?? 0;
const between = (min: string, max: string, decimals: number): Rule => ({
  text: `must be from ${min} to ${max} with at most ${decimals} decimals`,
  ok: (v) => Decimal.from(v).gte(min) && Decimal.from(v).lte(max) && decimalsOf(v) <= decimals,
});
const oneOf = (choices: readonly number[]): Rule => ({
  text: `must be one of ${choices.join(', ')}`,
  ok: (v) => choices.map(String).includes(v),
});
const usd = between('0', '1000000000', 2);
const rate = (max: string) => between('0', max, 6);

interface SettingDef {
  key: string;
  group: string;
  description: string;
  rule: Rule;
  /** The value in `t`; undefined when the setting has none (each block listing keeps its own discount). */
  get: (t: Tunables) => string | undefined;
  set: (t: Tunables, value: string) => void;
}

const LEVERAGE_CLASSES = Object.keys(DEFAULT_LEVERAGE_CAPS) as (keyof LeverageCaps)[];

export const SETTINGS: readonly SettingDef[] = [
  {
    key: 'trading.feeRate',
    group: 'Fees',
    description: 'Trading fee on open and on close, a fraction of notional (0.001 is 0.1%)',
    rule: rate('0.05'),
    get: (t) => t.trading.feeRate,
    set: (t, v) => (t.trading.feeRate = v),
  },
  {
    key: 'trading.feeMinimum',
    group: 'Fees',
    description: 'Smallest trading fee, USD',
    rule: between('0', '1000', 2),
    get: (t) => t.trading.feeMinimum,
    set: (t, v) => (t.trading.feeMinimum = v),
  },
  ...LEVERAGE_CLASSES.map((cls): SettingDef => ({
    key: `leverage.${cls}`,
    group: 'Leverage caps',
    description: `Most leverage offered for ${cls}`,
    rule: oneOf(LEVERAGE_CHOICES),
    get: (t) => t.trading.leverageCaps[cls] ?? String(DEFAULT_LEVERAGE_CAPS[cls]),
    set: (t, v) => (t.trading.leverageCaps[cls] = v),
  })),
  {
    key: 'financing.benchmark',
    group: 'Financing',
    description: 'Overnight financing benchmark, a year’s rate',
    rule: rate('0.5'),
    get: (t) => t.trading.financingBenchmark,
    set: (t, v) => (t.trading.financingBenchmark = v),
  },
  ...FINANCING_CLASSES.map((cls): SettingDef => ({
    key: `financing.markup.${cls}`,
    group: 'Financing',
    description: `Markup over the benchmark for ${cls}, a year’s rate`,
    rule: rate('0.5'),
    get: (t) => t.trading.financingMarkups[cls] ?? '0',
    set: (t, v) => (t.trading.financingMarkups[cls] = v),
  })),
  {
    key: 'blockTrading.discountRate',
    group: 'Block trading',
    description: 'The block price’s discount to market for every block listing (each listing’s own when not set)',
    rule: rate('0.5'),
    get: (t) => t.trading.blockDiscountRate,
    set: (t, v) => (t.trading.blockDiscountRate = v),
  },
  {
    key: 'withdrawals.fourEyesUsd',
    group: 'Limits',
    description: 'Withdrawals above this many USD need two approvers',
    rule: usd,
    get: (t) => t.fourEyesWithdrawalUsd,
    set: (t, v) => (t.fourEyesWithdrawalUsd = v),
  },
  {
    key: 'loans.minAmount',
    group: 'Limits',
    description: 'Smallest loan, USD',
    rule: between('0.01', '1000000000', 2),
    get: (t) => t.loans.minAmount,
    set: (t, v) => (t.loans.minAmount = v),
  },
  {
    key: 'loans.maxAmount',
    group: 'Limits',
    description: 'Largest loan, USD',
    rule: between('0.01', '1000000000', 2),
    get: (t) => t.loans.maxAmount,
    set: (t, v) => (t.loans.maxAmount = v),
  },
  {
    key: 'loans.annualRate',
    group: 'Limits',
    description: 'Loan interest, a year’s rate',
    rule: rate('1'),
    get: (t) => t.loans.annualRate,
    set: (t, v) => (t.loans.annualRate = v),
  },
  {
    key: 'mining.dailyBudget',
    group: 'Limits',
    description: 'USD the mining rewards pay out in a UTC day',
    rule: usd,
    get: (t) => t.mining.dailyBudget,
    set: (t, v) => (t.mining.dailyBudget = v),
  },
];
const BY_KEY = new Map(SETTINGS.map((s) => [s.key, s]));

/** Rules over several settings, checked on the values a change would put in force. */
function crossCheck(t: Tunables) {
  if (Decimal.from(t.loans.minAmount).gt(t.loans.maxAmount)) {
    throw badRequest(
      'value',
      `must keep the smallest loan (${t.loans.minAmount}) at most the largest (${t.loans.maxAmount})`,
    );
  }
}

const copyOf = (c: Tunables): Tunables =>
  structuredClone({
    trading: c.trading,
    loans: c.loans,
    mining: c.mining,
    fourEyesWithdrawalUsd: c.fourEyesWithdrawalUsd,
  });

/** Each app's configured defaults, taken at start-up before any change applies. */
const defaultsOf = new WeakMap<SettingsCtx['config'], Tunables>();
/** The last load applied per app, so an older load finishing late never overwrites a newer one. */
const loads = new WeakMap<SettingsCtx['config'], { started: number; applied: number }>();

function defaults(ctx: SettingsCtx): Tunables {
  const d = defaultsOf.get(ctx.config);
  if (!d) throw new Error('settings: startSettings was not called for this app');
  return d;
}

function inForce(base: Tunables, rows: readonly { key: string; value: string }[]): Tunables {
  const t = copyOf(base);
  for (const row of rows) BY_KEY.get(row.key)?.set(t, row.value);
  return t;
}

/** Reads the changed settings and puts them in force on this node. */
export async function reload(ctx: SettingsCtx) {
  const load = loads.get(ctx.config) ?? { started: 0, applied: 0 };
  loads.set(ctx.config, load);
  const ticket = ++load.started;
  const t = inForce(defaults(ctx), await repo.all(ctx.db));
  if (ticket < load.applied) return;
  load.applied = ticket;
  Object.assign(ctx.config, t);
  ctx.market.instruments.setBlockDiscountRate(t.trading.blockDiscountRate);
}

const TOPIC = 'settings.changed';
const REFRESH_MS = 30_000;

/** At start-up: keep the configured defaults, load the changed settings, and follow the other nodes' changes. */
export async function startSettings(app: FastifyInstance, ctx: SettingsCtx) {
  defaultsOf.set(ctx.config, copyOf(ctx.config));
  await reload(ctx);
  ctx.bus.subscribe(TOPIC, () => {
    reload(ctx).catch((err: unknown) => app.log.warn({ err }, 'settings reload failed'));
  });
  every(app, REFRESH_MS, 'settings reload', () => reload(ctx));
}

const ruleOf = (def: SettingDef) => def.rule.text.replace(/^must be /, '');

function view(def: SettingDef, t: Tunables, base: Tunables, row: { updated_at: number } | undefined): StaffSetting {
  return {
    group: def.group,
    key: def.key,
    value: def.get(t) ?? 'per listing',
    defaultValue: def.get(base) ?? 'per listing',
    description: def.description,
    rule: ruleOf(def),
    editable: 1,
    changedAt: row ? Number(row.updated_at) : null,
  };
}

/** Every setting with the value in force, its default and when it was changed; the loan terms are read-only. */
export async function list(ctx: SettingsCtx): Promise<StaffSetting[]> {
  const rows = await repo.all(ctx.db);
  const base = defaults(ctx);
  const t = inForce(base, rows);
  const terms = t.loans.termsDays.join(', ');
  return [
    ...SETTINGS.map((def) =>
      view(
        def,
        t,
        base,
        rows.find((r) => r.key === def.key),
      ),
    ),
    {
      group: 'Limits',
      key: 'loans.termsDays',
      value: terms,
      defaultValue: terms,
      description: 'Loan terms offered, days (LOAN_TERMS_DAYS in the server’s configuration)',
      rule: 'set in the server’s configuration',
      editable: 0,
      changedAt: null,
    },
  ];
}

/**
 * Changes one setting (null: back to its default) and writes the audit row, with the old and new value and the
 * reason, in the same transaction; then puts it in force here and tells the other nodes.
 */
export async function change(
  ctx: SettingsCtx,
  actorId: number,
  input: { key: string; value: string | null; reason: string },
): Promise<StaffSetting> {
  const def = BY_KEY.get(input.key);
  if (!def) throw badRequest('key', 'is not a setting that can be changed');
  const value = input.value === null ? null : Decimal.from(input.value).toString();
  if (value !== null && !def.rule.ok(input.value as string)) throw badRequest('value', def.rule.text);
  const base = defaults(ctx);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await repo.all(trx);
    const current = rows.find((r) => r.key === def.key);
    if (value === null && !current) throw refused('This setting already has its default value');
    const before = def.get(inForce(base, rows)) ?? null;
    const next = inForce(
      base,
      value === null
        ? rows.filter((r) => r !== current)
        : [...rows.filter((r) => r !== current), { key: def.key, value }],
    );
    crossCheck(next);
    const after = def.get(next) ?? null;
    let id = current ? Number(current.id) : 0;
    if (value === null) await repo.remove(trx, def.key);
    else id = await repo.put(trx, def.key, value, actorId, now);
    await recordDecision(trx, {
      actorId,
      action: 'setting.change',
      target: { type: 'setting', id },
      reason: input.reason,
      beforeStatus: 0,
      afterStatus: 0,
      detail: { key: def.key, before, after, toDefault: value === null },
      at: now,
    });
  });
  await reload(ctx);
  ctx.bus.publish(TOPIC, { key: def.key });
  const rows = await repo.all(ctx.db);
  return view(
    def,
    inForce(base, rows),
    base,
    rows.find((r) => r.key === def.key),
  );
}
