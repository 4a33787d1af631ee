import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBalanceKey } from '../money/accounts.ts';
import { Decimal } from '../money/decimal.ts';
import { checkInvariants } from '../money/invariants.ts';
import { applyJournal, type Balances, type JournalTx } from '../money/ledger.ts';
import { depositApproved, transfer } from '../money/movements.ts';
import { accountFigures, type OpenPosition, orderable } from './account.ts';
import { financingCharge } from './financing.ts';
import { type Fx, fxFromPair, USD_FX } from './fx.ts';
import { financingTx, marginAddTx, orderFreezeTx, orderReleaseTx, tradeCloseTx, tradeOpenTx } from './journals.ts';
import { leverageCap, leverageOptions } from './leverage.ts';
import { openCost } from './margin.ts';
import { placementFillPrice, restingFillPrice } from './orders.ts';
import { closePrice, markPrice, onTickGrid } from './pricing.ts';
import { closeSettlement } from './settlement.ts';
import { maxLots } from './sizing.ts';
import { isolatedLiquidates, stopOutPlan } from './stop-out.ts';
import type { BidAsk, MarginMode, Side, TradingAccountKind } from './terms.ts';
import { tradingAccountOf } from './terms.ts';

/**
 * Random sequences of trading over one user with three trading accounts and the house: market and limit opens,
 * cancels, partial and full closes, price moves with gaps (limit fills, isolated liquidations and stop-outs after
 * each), added margin and overnight financing, all applied with applyJournal. The ledger must stay sound, no user
 * balance may go below zero (applyJournal would refuse), each account's frozen part must equal its positions' margins
 * plus its orders' reservations, and money is neither created nor destroyed.
 */

interface Instrument {
  code: string;
  market: 'US' | 'HK' | 'FUTURES' | 'FOREX';
  tick: string;
  lotSize: number;
  contractSize: string;
  /** Starting mid, in ticks. */
  start: number;
  /** The FX of its quote currency, from its own price for USDJPY. */
  fx: (mid: Decimal) => Fx;
}

const HKD = fxFromPair('USDHKD', Decimal.from('7.8'));
const INSTRUMENTS: Instrument[] = [
  { code: 'AAPL', market: 'US', tick: '0.01', lotSize: 1, contractSize: '1', start: 18_723, fx: () => USD_FX },
  { code: '00700', market: 'HK', tick: '0.2', lotSize: 100, contractSize: '1', start: 1_941, fx: () => HKD ?? USD_FX },
  { code: 'GC', market: 'FUTURES', tick: '0.1', lotSize: 1, contractSize: '100', start: 23_507, fx: () => USD_FX },
  {
    code: 'EURUSD',
    market: 'FOREX',
    tick: '0.00001',
    lotSize: 1000,
    contractSize: '1',
    start: 108_457,
    fx: () => USD_FX,
  },
  {
    code: 'USDJPY',
    market: 'FOREX',
    tick: '0.001',
    lotSize: 1000,
    contractSize: '1',
    start: 156_250,
    fx: (mid) => fxFromPair('USDJPY', mid) ?? USD_FX,
  },
];

const USER = '1';
const ACCOUNTS: TradingAccountKind[] = ['stock', 'future', 'forex'];
const FINANCING_RATE = Decimal.from('0.05');

const instrument = fc.nat({ max: INSTRUMENTS.length - 1 });
const side = fc.constantFrom<Side>('long', 'short');
const mode = fc.constantFrom<MarginMode>('isolated', 'cross');
// Often all that may be spent, so that losses reach the margin-call and stop-out levels.
const percent = fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 100 }));
const pick = fc.nat({ max: 1000 });

const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constant('market' as const), instrument, side, mode, lev: pick, percent }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('limit' as const),
      instrument,
      side,
      mode,
      lev: pick,
      percent,
      // How far from the live price, in basis points: negative is already marketable.
      offset: fc.integer({ min: -50, max: 400 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('cancel' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('close' as const), pick, percent }) },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('move' as const),
      instrument,
      // In basis points of the price: mostly small steps, sometimes a gap of up to 30 %.
      bp: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: -60, max: 60 }) },
        { weight: 2, arbitrary: fc.integer({ min: -3000, max: 3000 }) },
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('addMargin' as const), pick, percent }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('financing' as const), pick }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

interface Position extends OpenPosition {
  id: number;
  instrument: number;
  account: TradingAccountKind;
}
interface Order {
  id: number;
  instrument: number;
  account: TradingAccountKind;
  side: Side;
  mode: MarginMode;
  leverage: number;
  limit: Decimal;
  quantity: number;
  frozen: Decimal;
}

class Book {
  balances: Balances = new Map();
  readonly journal: JournalTx[] = [];
  readonly mids: number[] = INSTRUMENTS.map((i) => i.start);
  positions: Position[] = [];
  orders: Order[] = [];
  nextId = 1;
  counts = { opens: 0, limitFills: 0, closes: 0, writeOffs: 0, stopOuts: 0, liquidations: 0, financing: 0 };

  post(tx: JournalTx | undefined): void {
    if (tx === undefined) return;
    this.balances = applyJournal(this.balances, tx); // throws INSUFFICIENT_FUNDS if a rule let a user go below zero
    this.journal.push(tx);
  }

  balance(account: TradingAccountKind, bucket: 'available' | 'used'): Decimal {
    return this.balances.get(`user:${USER}:${account}:${bucket}@USD`) ?? Decimal.ZERO;
  }

  quote(i: number): BidAsk {
    const tick = Decimal.from(INSTRUMENTS[i]!.tick);
    const mid = this.mids[i]!;
    return { bid: tick.mul(mid - 1), ask: tick.mul(mid + 1) };
  }

  fx(i: number): Fx {
    return INSTRUMENTS[i]!.fx(Decimal.from(INSTRUMENTS[i]!.tick).mul(this.mids[i]!));
  }

  /** Positions with their marks and FX refreshed. */
  marked(account: TradingAccountKind): Position[] {
    this.positions = this.positions.map((p) => ({
      ...p,
      mark: markPrice(p.side, this.quote(p.instrument)),
      fx: this.fx(p.instrument),
    }));
    return this.positions.filter((p) => p.account === account);
  }

  open(o: Order, price: Decimal, fromFrozen: boolean): void {
    const ins = INSTRUMENTS[o.instrument]!;
    const cost = openCost({
      price,
      quantity: o.quantity,
      contractSize: ins.contractSize,
      fx: this.fx(o.instrument),
      leverage: o.leverage,
    });
    if (fromFrozen && o.frozen.sub(cost.total).add(this.balance(o.account, 'available')).isNegative()) {
      this.post(orderReleaseTx(USER, o.account, o.frozen)); // the FX moved and the cash cannot cover it: cancelled
      return;
    }
    this.post(
      tradeOpenTx(USER, o.account, {
        margin: cost.margin,
        fee: cost.fee,
        fromFrozen,
        frozen: fromFrozen ? o.frozen : undefined,
      }),
    );
    this.positions.push({
      id: this.nextId++,
      instrument: o.instrument,
      account: o.account,
      side: o.side,
      mode: o.mode,
      entryPrice: price,
      quantity: o.quantity,
      contractSize: ins.contractSize,
      margin: cost.margin,
      mark: price,
      fx: this.fx(o.instrument),
    });
    this.counts.opens++;
  }

  close(p: Position, quantity: number): void {
    const s = closeSettlement({
      position: p,
      quantity,
      exitPrice: closePrice(p.side, this.quote(p.instrument)),
      fx: this.fx(p.instrument),
      available: this.balance(p.account, 'available'),
    });
    this.post(tradeCloseTx(USER, p.account, s));
    this.positions = this.positions.flatMap((x) =>
      x !== p
        ? [x]
        : quantity === p.quantity
          ? []
          : [{ ...p, quantity: p.quantity - quantity, margin: s.remainingMargin }],
    );
    this.counts.closes++;
    if (s.writeOff.isPositive()) this.counts.writeOffs++;
  }

  /** What the open figures allow a new order in `account` to spend; undefined under a margin call. */
  spendable(account: TradingAccountKind): Decimal | undefined {
    const figures = accountFigures(this.balance(account, 'available'), this.marked(account));
    if (figures.marginCall) return undefined;
    return orderable(this.balance(account, 'available'), figures);
  }

  /** After a price move: resting limits that crossed fill at their limit; then the risk rules run. */
  afterMove(i: number): void {
    for (const o of this.orders.filter((x) => x.instrument === i)) {
      const price = restingFillPrice(o.side, o.limit, this.quote(i));
      if (price === undefined) continue;
      expect(price.eq(o.limit)).toBe(true);
      this.orders = this.orders.filter((x) => x !== o);
      this.open(o, price, true);
      this.counts.limitFills++;
    }
    for (const account of ACCOUNTS) {
      for (const p of this.marked(account).filter(isolatedLiquidates)) {
        this.close(p, p.quantity);
        this.counts.liquidations++;
      }
      const cross = this.marked(account).filter((p) => p.mode === 'cross');
      for (const id of stopOutPlan(this.balance(account, 'available'), cross)) {
        const p = this.positions.find((x) => x.id === id);
        if (p) this.close(p, p.quantity);
        this.counts.stopOuts++;
      }
      expect(accountFigures(this.balance(account, 'available'), this.marked(account)).stopOut).toBe(false);
    }
  }

  apply(o: Op): void {
    switch (o.type) {
      case 'market':
      case 'limit': {
        const ins = INSTRUMENTS[o.instrument]!;
        const account = tradingAccountOf(ins.market);
        const options = leverageOptions(leverageCap({ market: ins.market, code: ins.code }));
        const leverage = options[o.lev % options.length]!;
        const funds = this.spendable(account);
        if (funds === undefined) return;
        const q = this.quote(o.instrument);
        const tick = Decimal.from(ins.tick);
        const away = tick.mul(Math.floor((this.mids[o.instrument]! * (o.type === 'limit' ? o.offset : 0)) / 10_000));
        const limit = o.type === 'market' ? undefined : o.side === 'long' ? q.ask.sub(away) : q.bid.add(away);
        if (limit !== undefined && !limit.isPositive()) return;
        const live = limit === undefined ? (o.side === 'long' ? q.ask : q.bid) : placementFillPrice(o.side, limit, q);
        const price = live ?? limit!;
        expect(onTickGrid(price, ins.tick)).toBe(true);
        const budget = funds.mul(o.percent).div(100, { scale: 2, rounding: 'down' });
        const size = maxLots({
          funds: budget,
          price,
          contractSize: ins.contractSize,
          lotSize: ins.lotSize,
          fx: this.fx(o.instrument),
          leverage,
        });
        if (size.lots === 0 || size.cost === undefined) return;
        expect(size.cost.total.lte(funds)).toBe(true);
        const order: Order = {
          id: this.nextId++,
          instrument: o.instrument,
          account,
          side: o.side,
          mode: o.mode,
          leverage,
          limit: price,
          quantity: size.quantity,
          frozen: size.cost.total,
        };
        if (live !== undefined) return this.open(order, live, false);
        this.post(orderFreezeTx(USER, account, size.cost.total));
        this.orders.push(order);
        return;
      }
      case 'cancel': {
        const order = this.orders[o.pick % Math.max(1, this.orders.length)];
        if (!order) return;
        this.post(orderReleaseTx(USER, order.account, order.frozen));
        this.orders = this.orders.filter((x) => x !== order);
        return;
      }
      case 'close': {
        const p = this.positions[o.pick % Math.max(1, this.positions.length)];
        if (!p) return;
        return this.close(p, Math.max(1, Math.floor((p.quantity * o.percent) / 100)));
      }
      case 'move': {
        const mid = this.mids[o.instrument]!;
        this.mids[o.instrument] = Math.max(20, mid + Math.trunc((mid * o.bp) / 10_000));
        return this.afterMove(o.instrument);
      }
      case 'addMargin': {
        const p = this.positions[o.pick % Math.max(1, this.positions.length)];
        if (!p) return;
        const amount = this.balance(p.account, 'available').mul(o.percent).div(100, { scale: 2, rounding: 'down' });
        if (!amount.isPositive()) return;
        this.post(marginAddTx(USER, p.account, amount));
        this.positions = this.positions.map((x) => (x === p ? { ...p, margin: p.margin.add(amount) } : x));
        return;
      }
      case 'financing': {
        const p = this.marked(this.positions[o.pick % Math.max(1, this.positions.length)]?.account ?? 'stock')[0];
        if (!p) return;
        const ins = INSTRUMENTS[p.instrument]!;
        const value = openCost({
          price: p.mark,
          quantity: p.quantity,
          contractSize: ins.contractSize,
          fx: p.fx,
          leverage: 1,
        });
        const charge = financingCharge(value.notional.amount, FINANCING_RATE);
        const paid = financingTx(USER, p.account, charge, {
          available: this.balance(p.account, 'available'),
          margin: p.margin,
        });
        this.post(paid.tx);
        this.positions = this.positions.map((x) => (x === p ? { ...p, margin: p.margin.sub(paid.fromMargin) } : x));
        this.counts.financing++;
        return;
      }
    }
  }

  /** Each account's frozen part is exactly its positions' margins plus its resting orders' reservations. */
  checkFrozen(): void {
    for (const account of ACCOUNTS) {
      const margins = Decimal.sum(this.positions.filter((p) => p.account === account).map((p) => p.margin));
      const frozen = Decimal.sum(this.orders.filter((o) => o.account === account).map((o) => o.frozen));
      expect(this.balance(account, 'used').toString()).toBe(margins.add(frozen).toString());
    }
  }
}

describe('random sequences of trading', () => {
  it('keep the ledger sound, no user balance below zero, the frozen parts exact, and money conserved', () => {
    const totals = { opens: 0, limitFills: 0, closes: 0, writeOffs: 0, stopOuts: 0, liquidations: 0, financing: 0 };
    fc.assert(
      fc.property(
        fc.array(op, { minLength: 10, maxLength: 80 }),
        fc.integer({ min: 100, max: 20_000 }),
        (ops, cash) => {
          const book = new Book();
          book.post(depositApproved(USER, Decimal.from(cash * 3)));
          for (const account of ACCOUNTS) book.post(transfer(USER, 'balance', account, Decimal.from(cash)));

          for (const o of ops) {
            book.apply(o);
            book.checkFrozen();
          }
          // Close everything still open, cancel what rests: every account ends with nothing frozen.
          for (const o of [...book.orders]) book.apply({ type: 'cancel', pick: book.orders.indexOf(o) });
          for (const p of [...book.positions]) book.close(p, p.quantity);
          book.checkFrozen();

          expect(checkInvariants(book.balances, book.journal)).toEqual([]);
          // Conservation: all balances (users, house cash, trading, fees, write-offs) sum to zero per currency …
          const sums = new Map<string, Decimal>();
          for (const [key, value] of book.balances) {
            const currency = parseBalanceKey(key)?.currency ?? '?';
            sums.set(currency, (sums.get(currency) ?? Decimal.ZERO).add(value));
          }
          for (const sum of sums.values()) expect(sum.toString()).toBe('0');
          // … so what the user holds now is the deposit plus P&L less fees and financing, with the write-offs added.
          const user = Decimal.sum([...book.balances].filter(([k]) => k.startsWith('user:')).map(([, v]) => v));
          const house = (kind: string) => book.balances.get(`house:${kind}@USD`) ?? Decimal.ZERO;
          expect(user.add(house('trading')).add(house('fees')).add(house('writeoffs')).toString()).toBe(
            String(cash * 3),
          );
          for (const [key, value] of book.balances) if (key.startsWith('user:')) expect(value.isNegative()).toBe(false);
          for (const [k, v] of Object.entries(book.counts)) totals[k as keyof typeof totals] += v;
        },
      ),
      { numRuns: 300 },
    );
    // Every path must really be exercised, or the property proves little.
    for (const [k, v] of Object.entries(totals)) expect(v, k).toBeGreaterThan(0);
  }, 120_000);
});
