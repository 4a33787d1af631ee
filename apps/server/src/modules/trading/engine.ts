import { type Market, OrderStatus, TRADING_ACCOUNTS, type TradingAccount } from '@bourse/contract';
import {
  type BidAsk,
  clearOfMarginCallAfter,
  Decimal,
  financingCutoffs,
  liquidationPrice,
  liquidationPricer,
  marginModeOf,
  type Side,
  sideOf,
  type TrailingStop,
  trailingStopPrice,
  updateTrailing,
} from '@bourse/domain';
import type { Live } from '../../market-data/market-data.ts';
import type { AppContext } from '../../platform/context.ts';
import { nextTurn } from '../../platform/turn.ts';
import * as ledger from '../ledger/service.ts';
import { type Level, type LevelKind, Levels } from './levels.ts';
import { notifyTrade, tellMarginCall } from './notify.ts';
import {
  type FinancingCursor,
  type HeldPositionRow,
  type OrderRow,
  type PositionRow,
  tradingRepo as repo,
} from './repo.ts';
import * as trading from './service.ts';
import { bidAsk, figuresOf, trailingOf, valuePositions } from './valuation.ts';

/**
 * The trigger loop (docs/design.md §5), run by the leader only: on each tick it fills the resting limit orders the
 * price crossed, fires stop-loss, take-profit and trailing stops, liquidates isolated positions at half their margin
 * and checks the accounts whose cross stop-out price was reached. Everything is indexed by instrument and price
 * (levels.ts), so a tick costs what it crosses. The work itself (a fill, a close) runs through trading/service.ts,
 * each guarded in the database so that it happens once however often it is asked for.
 *
 * The book is rebuilt from the database at start (and when a node becomes leader). Whenever a node reports a change
 * on the bus (`changed`), so orders are placed on any node, the rows it names are read again (or, when it names none,
 * the instrument's whole book), then the account's stop-out levels.
 */

const CHANGED_TOPIC = 'trading.changed';

const BATCH = 200;

/**
 * The margin sweep reads every open cross position at least once a cycle of this many sweeps (30 s at one every 2 s),
 * a slice each sweep; an account is read at every sweep when a move of FAR_MOVE in every price it holds could bring it
 * to a margin call, or when its balance fell since its figures were taken (docs/decisions.md, "The margin sweep reads
 * an account as often as its risk needs").
 */
const CYCLE_SWEEPS = 15;
/**
 * A quarter of the price, in every instrument an account holds at once, within a cycle: more than index circuit
 * breakers allow (a single stock can gap further; its own stop-out price still fires on its own ticks).
 */
const FAR_MOVE = Decimal.from('0.25');

export interface ChangeNote {
  market: Market;
  code: string;
  userId: number;
  account: TradingAccount;
  /**
   * The order and the position the change was about. Only they are read again; without either, every resting order
   * and open position of the instrument is, which costs each order placed on a busy instrument all of its book.
   */
  orderId?: number | undefined;
  positionId?: number | undefined;
}

interface Trailing {
  side: Side;
  trailing: TrailingStop;
  tickSize: string;
  /** The best price moved since it was last stored. */
  dirty: boolean;
}

/** Everything watched on one instrument. */
class Book {
  readonly buys = new Levels();
  readonly sells = new Levels();
  /** Long positions close when the bid falls to these (stop-loss, trailing, liquidation, stop-out)… */
  readonly longDown = new Levels();
  /** …or rises to these (take-profit). */
  readonly longUp = new Levels();
  /** Short positions close when the ask rises to these… */
  readonly shortUp = new Levels();
  /** …or falls to these. */
  readonly shortDown = new Levels();
  readonly trailing = new Map<number, Trailing>();

  get size(): number {
    return (
      this.buys.size + this.sells.size + this.longDown.size + this.longUp.size + this.shortUp.size + this.shortDown.size
    );
  }
}

const scaled = (price: string | Decimal) => Decimal.from(price).scaled;
const DAY_MS = 86_400_000;
/** The latest daily financing cut-off at or before `now`. */
const lastCutoff = (now: number) => financingCutoffs(now - 2 * DAY_MS, now).at(-1) ?? now;
const keyOf = (market: string, code: string) => `${market}:${code}`;
interface CrossAccount {
  userId: number;
  account: TradingAccount;
  /** A FAR_MOVE in every price it holds would still leave it clear of a margin call. */
  clear: boolean;
  /** Its available balance when valued. */
  available: Decimal;
  /** Its open cross positions then. */
  positions: number;
}

/** Users in groups of about `page` positions (a user holding more is a group alone). */
function* byPositions(users: ReadonlyMap<number, { positions: number }>, page: number): Generator<number[]> {
  let group: number[] = [];
  let positions = 0;
  for (const [id, user] of users) {
    if (group.length > 0 && positions + user.positions > page) {
      yield group;
      group = [];
      positions = 0;
    }
    group.push(id);
    positions += user.positions;
  }
  if (group.length > 0) yield group;
}
/** The margin sweep's rolling read of every open cross position. */
interface Cycle {
  /** The last user read. */
  afterUser: number;
  /** The read number when it began. */
  began: number;
  /** The accounts read, and their positions. */
  seen: Set<string>;
  rows: number;
  /** Sweeps that have read a slice of it. */
  sweeps: number;
}
/** A new cycle of the margin sweep's rolling read, begun after read number `began`. */
const newCycle = (began: number): Cycle => ({ afterUser: 0, began, seen: new Set<string>(), rows: 0, sweeps: 0 });

type Ctx = Pick<AppContext, 'db' | 'market' | 'config' | 'now' | 'push' | 'mailer' | 'log' | 'isLeader' | 'bus'>;

export class TriggerLoop {
  readonly #ctx: Ctx;
  #books = new Map<string, Book>();
  /** Who holds each position the book watches, and on what. */
  readonly #owners = new Map<
    number,
    { userId: number; account: TradingAccount; key: string; market: Market; code: string; side: Side }
  >();
  /** Cross stop-out level per position, kept across book rebuilds of its instrument. */
  readonly #stopOuts = new Map<number, bigint>();
  /** Work under way (or queued), by what it is about, so that nothing is asked for twice. */
  readonly #pending = new Set<string>();
  readonly #running = new Set<Promise<unknown>>();
  /** When each account's figures were last read (a count of reads), so the sweep never applies older ones. */
  readonly #accountReads = new Map<string, number>();
  #reads = 0;
  /** Accounts told of a margin call and not yet back above it. */
  readonly #marginCalled = new Set<string>();
  /**
   * The cross accounts whose figures the leader has (a change it did not hear of, a transfer out say, shows as less
   * available than it knows).
   */
  readonly #crossAccounts = new Map<string, CrossAccount>();
  /** The margin sweep's rolling read: where it is, what it has read since it began, and the last whole cycle's size. */
  #cycle = newCycle(0);
  #lastCycleRows = Number.POSITIVE_INFINITY;
  #loaded = false;

  constructor(ctx: Ctx) {
    this.#ctx = ctx;
    ctx.bus.subscribe(CHANGED_TOPIC, (message) => {
      const note = message as ChangeNote;
      if (!this.#loaded || !ctx.isLeader()) return;
      const named = note.orderId !== undefined || note.positionId !== undefined;
      this.#track(named ? this.#refreshRows(note) : this.#refresh(note));
    });
    ctx.market.onLeaderTicks((changed) => this.onTicks(changed));
  }

  /** How many levels the book watches (for tests and the bench). */
  get watched(): number {
    let n = 0;
    for (const b of this.#books.values()) n += b.size;
    return n;
  }

  #loading: Promise<void> | undefined;

  /** Builds the whole book from the database (at start, and each time this node becomes leader). */
  load(): Promise<void> {
    this.#loading = this.#load();
    return this.#loading;
  }

  /** Resolves once the book has been built (at once on a node that does not lead). */
  async ready(): Promise<void> {
    await this.#loading;
  }

  async #load(): Promise<void> {
    const [orders, positions] = await Promise.all([repo.allResting(this.#ctx.db), repo.allOpen(this.#ctx.db)]);
    this.#books = new Map();
    this.#owners.clear();
    this.#stopOuts.clear();
    this.#crossAccounts.clear();
    this.#cycle = newCycle(this.#reads);
    this.#lastCycleRows = Number.POSITIVE_INFINITY;
    for (const o of orders) this.#addOrder(o);
    for (const p of positions) this.#addPosition(p);
    this.#loaded = true;
    const accounts = new Map(
      positions.filter((p) => p.margin_mode === 1).map((p) => [`${p.user_id}:${p.account}`, p] as const),
    );
    for (const p of accounts.values()) await this.#refreshAccount(p.user_id, p.account);
  }

  /**
   * Tells the leader (whichever node it is) that an instrument's orders or positions changed. `opened` is the position a
   * fill opened and its account as the fill left it, valued (from the fill's transaction): when this node leads, the
   * position is put in the book and the account's stop-out levels set from them, with no read; otherwise the leader
   * reads them.
   */
  changed(note: ChangeNote, opened?: trading.Opened): void {
    const position = opened && opened.position.id === note.positionId ? opened.position : undefined;
    if (opened && position && note.orderId === undefined && this.#loaded && this.#ctx.isLeader()) {
      this.#placeRows(note, undefined, position);
      this.#setRisk(note.userId, note.account, opened.risk);
      return;
    }
    this.#ctx.bus.publish(CHANGED_TOPIC, note);
  }

  /** Waits for every piece of work under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }

  /** One feed step's changed quotes: find what each crossed, and start that work. */
  onTicks(changed: readonly Live[]): void {
    if (!this.#loaded) return;
    for (const live of changed) {
      const book = this.#books.get(live.inst.key);
      if (book) this.#cross(book, bidAsk(live.quote), live.inst);
    }
  }

  #cross(book: Book, quote: BidAsk, at: { market: Market; code: string }): void {
    const bid = quote.bid.scaled;
    const ask = quote.ask.scaled;
    for (const l of book.buys.takeAtOrAbove(ask)) this.#fill(l.id, at);
    for (const l of book.sells.takeAtOrBelow(bid)) this.#fill(l.id, at);
    for (const [id, t] of book.trailing) {
      const best = updateTrailing(t, quote);
      if (best.eq(t.trailing.best)) continue;
      t.trailing = { ...t.trailing, best };
      t.dirty = true;
      const down = t.side === 'long' ? book.longDown : book.shortUp;
      down.remove(id, 'trailing_stop');
      down.add({ at: trailingStopPrice(t.side, t.trailing, t.tickSize).scaled, id, kind: 'trailing_stop' });
    }
    for (const l of book.longDown.takeAtOrAbove(bid)) this.#close(l);
    for (const l of book.longUp.takeAtOrBelow(bid)) this.#close(l);
    for (const l of book.shortUp.takeAtOrBelow(ask)) this.#close(l);
    for (const l of book.shortDown.takeAtOrAbove(ask)) this.#close(l);
  }

  #bookOf(key: string): Book {
    let book = this.#books.get(key);
    if (!book) {
      book = new Book();
      this.#books.set(key, book);
    }
    return book;
  }

  #addOrder(o: OrderRow): void {
    if (o.limit_price === null) return;
    const book = this.#bookOf(keyOf(o.market, o.code));
    (o.direction === 0 ? book.buys : book.sells).add({ at: scaled(o.limit_price), id: o.id, kind: 'order' });
  }

  #addPosition(p: PositionRow): void {
    const key = keyOf(p.market, p.code);
    const book = this.#bookOf(key);
    const side = sideOf(p.direction);
    this.#owners.set(p.id, { userId: p.user_id, account: p.account, key, market: p.market, code: p.code, side });
    const [down, up] = side === 'long' ? [book.longDown, book.longUp] : [book.shortUp, book.shortDown];
    if (p.stop_loss !== null) down.add({ at: scaled(p.stop_loss), id: p.id, kind: 'stop_loss' });
    if (p.take_profit !== null) up.add({ at: scaled(p.take_profit), id: p.id, kind: 'take_profit' });
    const live = this.#ctx.market.live(p.market, p.code);
    const tickSize = live?.inst.tickSize ?? '0.0001';
    const trailing = trailingOf(p);
    if (trailing) {
      book.trailing.set(p.id, { side, trailing, tickSize, dirty: false });
      down.add({ at: trailingStopPrice(side, trailing, tickSize).scaled, id: p.id, kind: 'trailing_stop' });
    }
    if (marginModeOf(p.margin_mode) === 'isolated' && live) {
      const [valued] = valuePositions(this.#ctx.market, [p]);
      const at = valued && liquidationPrice(valued.held, { tickSize });
      if (at) down.add({ at: at.scaled, id: p.id, kind: 'liquidation' });
    }
    const stopOut = this.#stopOuts.get(p.id);
    if (stopOut !== undefined) down.add({ at: stopOut, id: p.id, kind: 'stop_out' });
  }

  /** Rebuilds one instrument's book from the database, then the account's cross stop-out levels. */
  async #refresh(note: ChangeNote): Promise<void> {
    await this.#refreshBook(note.market, note.code);
    await this.#refreshAccount(note.userId, note.account);
  }

  /** Rebuilds one instrument's book from the database (levels of work under way stay out until it ends). */
  async #refreshBook(market: Market, code: string): Promise<void> {
    const instrument = { market, code };
    const [orders, positions] = await Promise.all([
      repo.allResting(this.#ctx.db, instrument),
      repo.allOpen(this.#ctx.db, instrument),
    ]);
    const key = keyOf(market, code);
    const old = this.#books.get(key);
    this.#books.delete(key);
    const stillOpen = new Set(positions.map((p) => p.id));
    for (const [id, owner] of this.#owners) {
      if (owner.key === key && !stillOpen.has(id)) {
        this.#owners.delete(id);
        this.#stopOuts.delete(id);
      }
    }
    for (const o of orders) if (!this.#pending.has(`order:${o.id}`)) this.#addOrder(o);
    for (const p of positions) if (!this.#pending.has(`position:${p.id}`)) this.#addPosition(p);
    // Trailing bests not yet stored survive the rebuild.
    const book = this.#books.get(key);
    for (const [id, t] of old?.trailing ?? []) {
      const now = book?.trailing.get(id);
      if (now && t.dirty && !t.trailing.best.eq(now.trailing.best)) this.#moveTrailing(book as Book, id, t);
    }
  }

  /** Reads the order and position a note names again and puts them back in the book as they now are. */
  async #refreshRows(note: ChangeNote): Promise<void> {
    const { orderId, positionId } = note;
    const [order, position] = await Promise.all([
      orderId === undefined ? undefined : repo.orderById(this.#ctx.db, orderId),
      positionId === undefined ? undefined : repo.positionById(this.#ctx.db, positionId),
    ]);
    this.#placeRows(note, order, position);
    await this.#refreshAccount(note.userId, note.account);
  }

  /** Puts the order and position a note names back in the book as `order` and `position` (as read) say they are. */
  #placeRows(note: ChangeNote, order: OrderRow | undefined, position: PositionRow | undefined): void {
    const { orderId, positionId } = note;
    const key = keyOf(note.market, note.code);
    // Work under way on a row (a fill, a close) took it out of the book; the refresh after that work puts it back.
    if (orderId !== undefined && !this.#pending.has(`order:${orderId}`)) {
      const book = this.#books.get(key);
      book?.buys.remove(orderId, 'order');
      book?.sells.remove(orderId, 'order');
      if (order && order.status === OrderStatus.resting) this.#addOrder(order);
    }
    if (positionId !== undefined && !this.#pending.has(`position:${positionId}`)) {
      const book = this.#books.get(key);
      const old = book?.trailing.get(positionId);
      if (book) {
        for (const side of [book.longDown, book.longUp, book.shortUp, book.shortDown]) side.remove(positionId);
        book.trailing.delete(positionId);
      }
      if (position && position.status === 'open') {
        this.#addPosition(position);
        // A trailing best not yet stored survives, as in a rebuild.
        const now = this.#books.get(key)?.trailing.get(positionId);
        if (old && now && old.dirty && !old.trailing.best.eq(now.trailing.best)) {
          this.#moveTrailing(this.#bookOf(key), positionId, old);
        }
      } else {
        this.#owners.delete(positionId);
        this.#stopOuts.delete(positionId);
      }
    }
  }

  #moveTrailing(book: Book, id: number, t: Trailing): void {
    book.trailing.set(id, t);
    const down = t.side === 'long' ? book.longDown : book.shortUp;
    down.remove(id, 'trailing_stop');
    down.add({ at: trailingStopPrice(t.side, t.trailing, t.tickSize).scaled, id, kind: 'trailing_stop' });
  }

  /**
   * Recomputes an account's cross stop-out levels (the price of each cross position at which the account's margin
   * level reaches 50 %, the others as they are now), tells the user of a margin call once, and stops out at once
   * when the level is already below 50 %.
   */
  async #refreshAccount(userId: number, account: TradingAccount): Promise<void> {
    // Counted when the read starts: a sweep whose read began before this one never overwrites what it finds.
    const read = this.#counted(userId, account);
    const risk = await trading.accountRisk(this.#ctx, userId, account);
    if (this.#accountReads.get(`${userId}:${account}`) === read) this.#applyRisk(userId, account, risk);
  }

  /**
   * As `#refreshAccount`, from figures the caller has from its own committed transaction (as fresh as a read now
   * would be); a read started before and answering after is then not applied.
   */
  #setRisk(userId: number, account: TradingAccount, risk: trading.AccountRisk): void {
    this.#counted(userId, account);
    this.#applyRisk(userId, account, risk);
  }

  /** Numbers a new look at an account's figures (a read, or figures handed over); answers its number. */
  #counted(userId: number, account: TradingAccount): number {
    const read = ++this.#reads;
    this.#accountReads.set(`${userId}:${account}`, read);
    return read;
  }

  /** Sets an account's stop-out levels from its figures, and calls its margin or stops it out when they say so. */
  #applyRisk(userId: number, account: TradingAccount, risk: trading.AccountRisk): void {
    // From the account's cross sums: summing the others again for each position would cost n² a refresh.
    const liquidationAt = liquidationPricer(risk.figures);
    for (const v of risk.valued) {
      const owner = this.#owners.get(v.row.id);
      if (!owner || v.held.mode !== 'cross') continue;
      const book = this.#bookOf(owner.key);
      const down = owner.side === 'long' ? book.longDown : book.shortUp;
      down.remove(v.row.id, 'stop_out');
      const at = liquidationAt(v.held, v.inst.tickSize);
      if (at) {
        this.#stopOuts.set(v.row.id, at.scaled);
        down.add({ at: at.scaled, id: v.row.id, kind: 'stop_out' });
      } else this.#stopOuts.delete(v.row.id);
    }
    const id = `${userId}:${account}`;
    const { figures } = risk;
    const cross = risk.valued.filter((v) => v.held.mode === 'cross').map((v) => v.held);
    if (cross.length > 0) {
      const clear = clearOfMarginCallAfter(figures, cross, FAR_MOVE);
      this.#crossAccounts.set(id, { userId, account, clear, available: risk.available, positions: cross.length });
    } else this.#crossAccounts.delete(id);
    if (figures.marginCall && !this.#marginCalled.has(id)) {
      this.#marginCalled.add(id);
      tellMarginCall(this.#ctx, userId, account, figures.crossLevel?.toFixed(2)).catch((err: unknown) =>
        this.#ctx.log.error({ err }, 'trading: margin call message failed'),
      );
    } else if (!figures.marginCall) this.#marginCalled.delete(id);
    if (figures.stopOut) this.#stopOut(userId, account);
  }

  #fill(orderId: number, at: { market: Market; code: string }): void {
    this.#start(
      `order:${orderId}`,
      async () => {
        const done = await trading.fillResting(this.#ctx, orderId);
        if (!done) return;
        const { order, notice } = done;
        notifyTrade(this.#ctx, notice);
        await this.#refreshAccount(order.user_id, order.account);
      },
      at,
    );
  }

  #close(level: Level): void {
    const owner = this.#owners.get(level.id);
    if (!owner) return;
    if (level.kind === 'stop_out') {
      this.#stopOut(owner.userId, owner.account);
      return;
    }
    const reason = level.kind as Exclude<LevelKind, 'order' | 'stop_out'>;
    this.#start(
      `position:${level.id}`,
      async () => {
        const done = await trading.forceClose(this.#ctx, level.id, reason);
        if (!done) return;
        notifyTrade(this.#ctx, done.notice);
        await this.#refreshAccount(owner.userId, owner.account);
      },
      owner,
    );
  }

  #stopOut(userId: number, account: TradingAccount): void {
    this.#start(`account:${userId}:${account}`, async () => {
      const { cancelled, closed } = await trading.stopOut(this.#ctx, userId, account);
      for (const c of cancelled) notifyTrade(this.#ctx, c.notice);
      for (const c of closed) notifyTrade(this.#ctx, c.notice);
      // The books of every instrument touched: the cancelled orders' too, or their levels would stay behind.
      const instruments = new Map<string, { market: Market; code: string }>();
      for (const { order: o } of cancelled) instruments.set(keyOf(o.market, o.code), o);
      for (const c of closed) instruments.set(keyOf(c.position.market, c.position.code), c.position);
      for (const p of instruments.values()) {
        await this.#refresh({ market: p.market, code: p.code, userId, account });
      }
    });
  }

  /**
   * Runs `task` unless work on `key` is under way. Afterwards (done, nothing to do, or failed) the instrument's book is
   * read again from the database, after the key is released: the levels the tick took out come back if the row is
   * still resting or open, so a failure or a shut market never loses a trigger.
   */
  #start(key: string, task: () => Promise<void>, at?: { market: Market; code: string }): void {
    if (this.#pending.has(key)) return;
    this.#pending.add(key);
    const work = task().finally(() => this.#pending.delete(key));
    this.#track(
      work
        .catch((err: unknown) => this.#ctx.log.error({ err }, 'trading trigger failed'))
        .then(async () => {
          if (at) await this.#refreshBook(at.market, at.code);
        }),
    );
  }

  #track(work: Promise<unknown>): void {
    const tracked = work.catch((err: unknown) => this.#ctx.log.error({ err }, 'trading trigger failed'));
    this.#running.add(tracked);
    void tracked.finally(() => this.#running.delete(tracked));
  }

  /**
   * The periodic part, on the leader: day orders past their session close expire, trailing bests are stored, every
   * cross account's stop-out levels are brought up to date with the other instruments' moves, and positions past a
   * daily cut-off pay overnight financing.
   */
  async sweep(): Promise<void> {
    if (!this.#loaded) return;
    // Each part, and each account, on its own: one that fails is logged and tried again next time, and holds up
    // nothing else.
    await this.#safely('expiry', () => this.#expire());
    await this.#safely('trailing bests', () => this.#storeTrailing());
    await this.#safely('margin check', () => this.#checkCrossAccounts());
    await this.#safely('financing', () => this.#finance());
  }

  /**
   * Every cross account's stop-out levels and margin call, brought up to date with the prices: the next slice of the
   * rolling read of every open cross position, then the accounts it did not read that need it now.
   */
  async #checkCrossAccounts(): Promise<void> {
    const read = new Set<string>();
    try {
      await this.#checkSlice(read);
    } finally {
      // The accounts near a call are read even when the slice failed part-way.
      await this.#checkDue(read);
    }
  }

  /**
   * The next slice of the rolling read: the open cross positions after where the last slice ended, a page at a time,
   * by user, with their owners' balances (two reads a page, not two an account), other work running between pages,
   * until it has read its share of the last whole cycle (at least a page; all of them until a cycle has ended, and
   * the rest of them at a cycle's last sweep, however many have opened since). One read of every position held the
   * database, which serves every money call, for 10 to 35 ms with 15,000 of them, and reading them all every sweep
   * cost the leader a tenth of its time. Only the cross positions count: an account's cross level and stop-out prices
   * depend on nothing else. Adds the accounts it read to `read`.
   */
  async #checkSlice(read: Set<string>): Promise<void> {
    const cycle = this.#cycle;
    cycle.sweeps++;
    const page = this.#ctx.config.trading.sweepPage;
    const share =
      cycle.sweeps >= CYCLE_SWEEPS
        ? Number.POSITIVE_INFINITY
        : Math.max(page, Math.ceil(this.#lastCycleRows / CYCLE_SWEEPS));
    let count = 0;
    for (;;) {
      // Counted when the read starts: an account read again since (an order, a close) has newer levels than these.
      const at = ++this.#reads;
      let rows = await repo.openCrossAfterUser(this.#ctx.db, cycle.afterUser, page);
      if (rows.length === 0) break;
      const full = rows.length === page;
      const lastUser = (rows.at(-1) as HeldPositionRow).user_id;
      if (full && (rows[0] as HeldPositionRow).user_id === lastUser) {
        rows = await repo.openCrossOfUser(this.#ctx.db, lastUser); // one user fills a page: all of theirs at once
      } else if (full) {
        rows = rows.filter((p) => p.user_id !== lastUser); // the last user's may be cut short: next page
      }
      const owners = [...new Set(rows.map((p) => p.user_id))];
      this.#checkAccounts(rows, await ledger.balancesOf(this.#ctx.db, owners, TRADING_ACCOUNTS), at);
      cycle.afterUser = (rows.at(-1) as HeldPositionRow).user_id;
      cycle.rows += rows.length;
      for (const p of rows) {
        read.add(`${p.user_id}:${p.account}`);
        cycle.seen.add(`${p.user_id}:${p.account}`);
      }
      count += rows.length;
      if (!full) break;
      await nextTurn();
      if (count >= share) return;
    }
    this.#endCycle(cycle);
  }

  /**
   * A cycle read every open cross position: what the leader keeps of an account it did not see then (one with no cross
   * position left, and no newer figures) goes; it cannot be in a margin call. Nothing, when the cycle was replaced
   * meanwhile (the book was loaded again).
   */
  #endCycle(cycle: Cycle): void {
    if (cycle !== this.#cycle) return;
    const { began, seen, rows } = cycle;
    const gone = (key: string) => !seen.has(key) && (this.#accountReads.get(key) ?? 0) <= began;
    for (const key of this.#marginCalled) if (gone(key)) this.#marginCalled.delete(key);
    for (const key of this.#crossAccounts.keys()) if (gone(key)) this.#crossAccounts.delete(key);
    for (const key of this.#accountReads.keys()) if (gone(key)) this.#accountReads.delete(key);
    this.#lastCycleRows = rows;
    this.#cycle = newCycle(this.#reads);
  }

  /**
   * The known cross accounts the slice did not read that need a read now: those a FAR_MOVE could bring to a margin
   * call, and those with less available than their figures were taken with (more only takes them further from a
   * call). Their balances are compared a batch of users at a time, and the due ones read a page of positions at a time
   * with their balances again, as the slice reads them; other work runs between.
   */
  async #checkDue(done: ReadonlySet<string>): Promise<void> {
    const users = new Map<number, CrossAccount[]>();
    for (const [key, a] of this.#crossAccounts) {
      if (done.has(key)) continue;
      const held = users.get(a.userId);
      if (held) held.push(a);
      else users.set(a.userId, [a]);
    }
    /** The due users, with how many cross positions each held when last valued. */
    const due = new Map<number, { positions: number }>();
    const ids = [...users.keys()];
    const batch = this.#ctx.config.trading.sweepPage;
    for (let i = 0; i < ids.length; i += batch) {
      const balances = await ledger.balancesOf(this.#ctx.db, ids.slice(i, i + batch), TRADING_ACCOUNTS);
      for (const [userId, held] of balances) {
        for (const a of users.get(userId) ?? []) {
          if (a.clear && trading.usdBalanceOf(held, a.account).available.gte(a.available)) continue;
          due.set(userId, { positions: (due.get(userId)?.positions ?? 0) + a.positions });
        }
      }
      await nextTurn();
    }
    for (const chunk of byPositions(due, batch)) {
      const at = ++this.#reads;
      const rows = await repo.openCrossOfUsers(this.#ctx.db, chunk);
      this.#checkAccounts(rows, await ledger.balancesOf(this.#ctx.db, chunk, TRADING_ACCOUNTS), at);
      // An account whose cross positions have all closed since (and no newer figures) has nothing left to watch.
      const held = new Set(rows.map((p) => `${p.user_id}:${p.account}`));
      for (const a of chunk.flatMap((id) => users.get(id) ?? [])) {
        const key = `${a.userId}:${a.account}`;
        if (held.has(key) || (this.#accountReads.get(key) ?? 0) > at) continue;
        this.#crossAccounts.delete(key);
        this.#marginCalled.delete(key);
      }
      await nextTurn();
    }
  }

  /** Sets the stop-out levels and margin calls of the accounts holding `rows` (read as of read number `read`). */
  #checkAccounts(rows: readonly HeldPositionRow[], balances: Map<number, ledger.AccountBalance[]>, read: number): void {
    const byAccount = new Map<string, HeldPositionRow[]>();
    for (const p of rows) {
      const key = `${p.user_id}:${p.account}`;
      const held = byAccount.get(key);
      if (held) held.push(p);
      else byAccount.set(key, [p]);
    }
    for (const [key, held] of byAccount) {
      if ((this.#accountReads.get(key) ?? 0) > read) continue;
      const { user_id: userId, account } = held[0] as HeldPositionRow;
      try {
        const { available } = trading.usdBalanceOf(balances.get(userId) ?? [], account);
        const valued = valuePositions(this.#ctx.market, held);
        this.#applyRisk(userId, account, { available, valued, figures: figuresOf(available, valued) });
      } catch (err) {
        this.#ctx.log.error({ err }, 'trading sweep: margin check failed');
      }
    }
  }

  async #safely(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      this.#ctx.log.error({ err }, `trading sweep: ${what} failed`);
    }
  }

  /** Runs `work` on each id on its own; answers what succeeded (failures are logged). */
  async #each<I, T>(what: string, ids: readonly I[], work: (id: I) => Promise<T>): Promise<T[]> {
    const results = await Promise.allSettled(ids.map(work));
    const done: T[] = [];
    for (const r of results) {
      if (r.status === 'fulfilled') done.push(r.value);
      else this.#ctx.log.error({ err: r.reason }, `trading sweep: ${what} failed`);
    }
    return done;
  }

  async #expire(): Promise<void> {
    let afterId = 0;
    for (;;) {
      const ids = await repo.expiredIds(this.#ctx.db, this.#ctx.now(), afterId, BATCH);
      const cancelled = await this.#each('expiry', ids, (id) => trading.cancelResting(this.#ctx, id, 'expired'));
      for (const done of cancelled) {
        if (!done) continue;
        const { order, notice } = done;
        notifyTrade(this.#ctx, notice);
        await this.#refresh({ market: order.market, code: order.code, userId: order.user_id, account: order.account });
      }
      // Those that failed are tried again at the next sweep; this one goes on past them.
      if (ids.length < BATCH) return;
      afterId = ids.at(-1) as number;
    }
  }

  async #storeTrailing(): Promise<void> {
    for (const book of this.#books.values()) {
      for (const [id, t] of book.trailing) {
        if (!t.dirty) continue;
        t.dirty = false;
        await repo.updateOpenPosition(this.#ctx.db, id, { trailing_best: t.trailing.best.toString() });
      }
    }
  }

  async #finance(): Promise<void> {
    const now = this.#ctx.now();
    let after: FinancingCursor | undefined;
    for (;;) {
      const rows = await repo.unfinanced(this.#ctx.db, lastCutoff(now), after, BATCH);
      const charged = await this.#each('financing', rows, (p) => trading.chargeFinancing(this.#ctx, p.id));
      for (const c of charged) {
        if (c && c.paid.isPositive()) {
          const p = c.row;
          await this.#refresh({ market: p.market, code: p.code, userId: p.user_id, account: p.account });
        }
      }
      // A position that could not be charged (it failed, or its instrument has no price now) stays where it was in
      // the index: page past it, or a full page of them would be read again and again, and nothing after them reached.
      if (rows.length < BATCH) return;
      after = rows.at(-1);
    }
  }
}
