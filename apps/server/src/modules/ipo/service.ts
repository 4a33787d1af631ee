import {
  ACCOUNT_CURRENCY,
  IPO_STATE_LABELS,
  type IpoEvent,
  IpoOrderState,
  type IpoSubscription,
  type Page,
  WALLET_LABELS,
} from '@bourse/contract';
import {
  allotmentSettlement,
  ballot,
  Decimal,
  type DrawLine,
  exchangeDate,
  type FeeSchedule,
  type Fx,
  ipoCancelTx,
  ipoDrawTx,
  ipoSubscribeTx,
  maxSubscription,
  offeringSeed,
  publicTrancheLots,
  SESSION_SPECS,
  type SubscriptionTerms,
  simulatedDemand,
  subscriptionCost,
  zonedEpoch,
} from '@bourse/domain';
import type { IpoOffering } from '../../market-data/catalogue/index.ts';
import { InstrumentRegistry } from '../../market-data/instruments.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { badRequest, conflict, notFound, refused } from '../../platform/errors.ts';
import { type IdempotentRequest, once } from '../../platform/idempotency.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import { nextTurn } from '../../platform/turn.ts';
import * as inbox from '../inbox/service.ts';
import * as ledger from '../ledger/service.ts';
import * as trading from '../trading/service.ts';
import { ipoMessage, notifyIpoMany } from './notify.ts';
import { type DrawResultRow, ipoRepo as repo, type SubscriptionRow } from './repo.ts';

/**
 * IPO subscriptions (docs/design.md §5, docs/decisions.md "IPO"): subscribe and cancel during the window, the draw
 * on the draw date (leader, once per offering), the holding on the listing date. The money rules are
 * packages/domain's (ipo/); this file loads, locks and posts them through the ledger.
 */

type Ctx = Pick<AppContext, 'db' | 'market' | 'config' | 'now'>;

/**
 * Applications settled per money transaction (each user's result written, fee and refund posted): a few milliseconds
 * of work, which is what a request arriving during a draw waits behind at most (bench `ipo-draw`).
 */
const DRAW_SETTLE_CHUNK = 500;
/** Applications read per query when a draw reads its ballot's list. */
const BALLOT_READ_PAGE = 5_000;

const usd = (d: Decimal | string) => Decimal.from(d).toFixed(2);

function offeringOf(ctx: Ctx, stockCode: string): IpoOffering {
  const offering = ctx.market.instruments.ipo(stockCode);
  if (!offering) throw notFound(`No offering ${stockCode}`);
  return offering;
}

const today = (o: IpoOffering, now: number) => exchangeDate(o.market, now);
const windowOpen = (o: IpoOffering, now: number) =>
  o.subscriptionStart <= today(o, now) && today(o, now) <= o.subscriptionEnd;
/** The start of an offering's date on its exchange, epoch ms. */
const dayStart = (o: IpoOffering, date: string) => zonedEpoch(SESSION_SPECS[o.market].timeZone, date, 0);

function termsOf(ctx: Ctx, o: IpoOffering, fx: Fx): SubscriptionTerms {
  return { issuePrice: Decimal.from(o.issuePrice), lotSize: o.lotSize, fx, fee: trading.feeSchedule(ctx) };
}

function liveFx(ctx: Ctx, o: IpoOffering): Fx {
  const fx = trading.usdRate(ctx, o.currency);
  if (!fx) throw refused(`${o.name} is priced in ${o.currency}, which has no USD rate in the feed`);
  return fx;
}

function view(row: SubscriptionRow, o: IpoOffering, now: number): IpoSubscription {
  const open = windowOpen(o, now);
  const orderState =
    row.status === 'won'
      ? IpoOrderState.won
      : row.status === 'lost'
        ? IpoOrderState.notWon
        : open
          ? IpoOrderState.subscribed
          : IpoOrderState.waitingAllotment;
  const frozen = Decimal.from(row.amount).add(row.fee);
  const pending =
    row.status === 'pending' ? frozen : row.status === 'won' && row.listed_at === null ? row.paid : Decimal.ZERO;
  return {
    id: row.id,
    stockCode: row.symbol,
    stockName: o.name,
    market: row.market,
    currency: row.currency,
    orderState,
    planUnitAmount: row.issue_price,
    unitAmount: row.status === 'won' ? row.issue_price : '0',
    planNum: row.quantity,
    equityNum: row.won_quantity,
    lotSize: row.lot_size,
    amount: usd(row.amount),
    fee: usd(row.fee),
    allottedAmount: usd(row.paid),
    chargedFee: usd(row.charged_fee),
    actualAmount: usd(Decimal.from(row.paid).add(row.charged_fee)),
    pendingAmount: usd(pending),
    refund: usd(row.status === 'cancelled' ? frozen : row.refund),
    fxRate: row.fx_rate,
    subscriptionTimestamp: row.created_at,
    drawDateTimestamp: dayStart(o, o.drawDate),
    marketDateTimestamp: dayStart(o, o.listingDate),
    modifyTimeTimestamp: row.updated_at,
    positionId: row.position_id,
    cancellable: row.status === 'pending' && open ? 1 : 0,
  };
}

function viewOf(ctx: Ctx, row: SubscriptionRow): IpoSubscription {
  return view(row, offeringOf(ctx, row.symbol), ctx.now());
}

/** POST /NewShares/create: whole lots, in the window, from the IPO account; amount and fee frozen at once. */
export async function subscribe(
  ctx: Ctx,
  userId: number,
  input: { stockCode: string; num: number },
  idempotency?: IdempotentRequest,
): Promise<IpoSubscription> {
  const o = offeringOf(ctx, input.stockCode);
  if (input.num % o.lotSize !== 0) throw badRequest('num', `must be a whole number of lots of ${o.lotSize}`);
  const now = ctx.now();
  if (!windowOpen(o, now)) {
    throw refused(`Subscription to ${o.name} is open from ${o.subscriptionStart} to ${o.subscriptionEnd}`);
  }
  const fx = liveFx(ctx, o);
  const cost = subscriptionCost(termsOf(ctx, o, fx), input.num);
  try {
    return await ledger.withMoneyTx(ctx, (trx) =>
      once(trx, idempotency, now, async () => {
        const balance = await ledger.lockedBalance(trx, userId, 'ipo', now);
        if (await repo.liveOf(trx, userId, o.symbol)) throw conflict(`You have already subscribed to ${o.name}`);
        // Read in the transaction, under the offering's lock: a subscription must never land after its offering's
        // draw has begun (and wait forever).
        await repo.lockOffering(trx, o.symbol, 'shared');
        if (await repo.drawOf(trx, o.symbol)) throw refused(`The draw of ${o.name} has taken place`);
        if (cost.total.gt(balance.available)) {
          throw refused(
            `Insufficient funds in ${WALLET_LABELS.ipo}: ${usd(cost.total)} needed (amount ${usd(cost.margin)} + ` +
              `fee ${usd(cost.fee)}), ${usd(balance.available)} available`,
          );
        }
        const row = await repo.insert(trx, {
          user_id: userId,
          symbol: o.symbol,
          market: o.market,
          currency: o.currency,
          issue_price: o.issuePrice,
          lot_size: o.lotSize,
          quantity: input.num,
          fx_rate: fx.rate.toString(),
          amount: cost.margin.toString(),
          fee: cost.fee.toString(),
          status: 'pending',
          position_id: null,
          created_at: now,
          updated_at: now,
          drawn_at: null,
          listed_at: null,
        });
        await ledger.post(trx, ipoSubscribeTx(String(userId), cost.margin, cost.fee, cost.notional.fx), {
          now,
          userId,
          idempotencyKey: idempotency?.key,
          reference: { type: 'ipo_subscription', id: row.id },
        });
        return view(row, o, now);
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`You have already subscribed to ${o.name}`);
    throw error;
  }
}

/** POST /NewShares/cancel: while the window is open; what was frozen returns to the IPO account. */
export async function cancel(
  ctx: Ctx,
  userId: number,
  id: number,
  idempotency?: IdempotentRequest,
): Promise<IpoSubscription> {
  const now = ctx.now();
  return ledger.withMoneyTx(ctx, (trx) =>
    once(trx, idempotency, now, async () => {
      const row = await repo.lock(trx, id, userId);
      if (!row) throw notFound('Subscription not found');
      const o = offeringOf(ctx, row.symbol);
      if (row.status === 'cancelled') throw conflict('This subscription is already cancelled');
      if (row.status !== 'pending' || !windowOpen(o, now)) {
        throw refused(`The subscription window of ${o.name} has closed; it can no longer be cancelled`);
      }
      // The draw's list of applications must not change once it has begun (the test hook draws in the window).
      await repo.lockOffering(trx, o.symbol, 'shared');
      if (await repo.drawOf(trx, o.symbol)) {
        throw refused(`The draw of ${o.name} has begun; it can no longer be cancelled`);
      }
      const frozen = Decimal.from(row.amount).add(row.fee);
      const updated = await repo.update(trx, row.id, {
        status: 'cancelled',
        refund: frozen.toString(),
        updated_at: now,
      });
      await ledger.post(trx, ipoCancelTx(String(userId), frozen), {
        now,
        userId,
        idempotencyKey: idempotency?.key,
        reference: { type: 'ipo_subscription', id: row.id },
      });
      return view(updated, o, now);
    }),
  );
}

/** POST /position/getIpoFullNum: the most whole lots the IPO account's available funds cover, amount plus fee. */
export async function fullNum(ctx: Ctx, userId: number, stockCode: string) {
  const o = offeringOf(ctx, stockCode);
  const fx = liveFx(ctx, o);
  const ipo = (await ledger.balances(ctx.db, userId)).find((b) => b.kind === 'ipo' && b.currency === ACCOUNT_CURRENCY);
  const available = ipo?.available ?? Decimal.ZERO;
  const terms = termsOf(ctx, o, fx);
  return {
    stockCode: o.symbol,
    stockName: o.name,
    market: o.market,
    exchangeCode: o.exchangeCode,
    subscriptionStartDate: o.subscriptionStart,
    subscriptionEndDate: o.subscriptionEnd,
    drawDate: o.drawDate,
    listingDate: o.listingDate,
    fullNum: maxSubscription(terms, available).shares,
    lotSize: o.lotSize,
    issuePrice: o.issuePrice,
    currency: o.currency,
    fxRate: fx.rate.toString(),
    feeRate: ctx.config.trading.feeRate,
    feeMinimum: ctx.config.trading.feeMinimum,
    orderable: usd(available),
    open: windowOpen(o, ctx.now()) ? (1 as const) : (0 as const),
  };
}

/** POST /position/subscription: the user's live subscription to one offering, or null. */
export async function subscriptionOf(ctx: Ctx, userId: number, stockCode: string): Promise<IpoSubscription | null> {
  const o = offeringOf(ctx, stockCode);
  const row = await repo.liveOf(ctx.db, userId, o.symbol);
  return row ? view(row, o, ctx.now()) : null;
}

/** POST /position/subscriptionOrder/pageList. */
export async function subscriptions(ctx: Ctx, userId: number, q: PageRequest): Promise<Page<IpoSubscription>> {
  const { offset, limit } = pageWindow(q);
  const { rows, total } = await repo.page(ctx.db, userId, offset, limit);
  return toPage(
    rows.map((r) => viewOf(ctx, r)),
    total,
    q,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// The draw and the listing, run by the leader.

export interface IpoNotice {
  userId: number;
  event: IpoEvent;
}

export interface DrawOptions {
  /** Tests: called after each chunk of applications is settled and committed (a throw there stands for a crash). */
  afterChunk?: (chunk: number) => void;
  /** Applications settled per transaction (default `DRAW_SETTLE_CHUNK`). */
  chunkSize?: number;
}

function drawMessage(o: IpoOffering, won: number, refund: Decimal): string {
  const back = refund.isPositive() ? `; ${usd(refund)} USD refunded to your IPO account` : '';
  return won > 0
    ? `${IPO_STATE_LABELS[IpoOrderState.won]}: ${won} shares of ${o.name} at ${o.issuePrice} ${o.currency}${back}`
    : `${IPO_STATE_LABELS[IpoOrderState.notWon]}: ${o.name}${back}`;
}

interface Settlement {
  row: Omit<DrawResultRow, 'id'>;
  fee: Decimal;
  refund: Decimal;
}

/**
 * What an application of the offering pays, is charged and gets back for `won` shares. Applications alike (same
 * size, rate and result) settle alike: each kind is worked out once.
 */
function settlements(o: IpoOffering, fee: FeeSchedule) {
  const price = Decimal.from(o.issuePrice);
  const known = new Map<string, Settlement>();
  return (p: PendingRow, won: number): Settlement => {
    const key = `${won}|${p.fx_rate}|${p.amount}|${p.fee}`;
    let s = known.get(key);
    if (!s) {
      const fx: Fx = { currency: o.currency as Fx['currency'], rate: Decimal.from(p.fx_rate) };
      const a = allotmentSettlement(
        { issuePrice: price, lotSize: p.lot_size, fx, fee },
        { amount: Decimal.from(p.amount), fee: Decimal.from(p.fee) },
        won,
      );
      s = {
        row: {
          status: won > 0 ? 'won' : 'lost',
          wonQuantity: won,
          paid: a.paid.amount.toString(),
          chargedFee: a.fee.toString(),
          refund: a.refund.toString(),
        },
        fee: a.fee,
        refund: a.refund,
      };
      known.set(key, s);
    }
    return s;
  };
}

type PendingRow = Awaited<ReturnType<typeof repo.pendingBetween>>[number];

type DrawRow = Awaited<ReturnType<typeof repo.insertDraw>>;

/**
 * Claims the offering's draw: its ipo_draws row, inserted once (unique by symbol), under the offering's lock
 * (`lockOffering`), with the seed, the tranche and the fee schedule the whole draw uses. Answers the row to settle
 * (new, or one a crash or another node left unsettled: settling only what is still pending, two runs never settle
 * an application twice), or undefined when it is settled.
 */
async function claimDraw(ctx: Ctx, o: IpoOffering): Promise<DrawRow | undefined> {
  try {
    return await ledger.withMoneyTx(ctx, async (trx) => {
      await repo.lockOffering(trx, o.symbol, 'alone');
      const claimed = await repo.drawOf(trx, o.symbol);
      if (claimed) return claimed.settled_at === null ? claimed : undefined;
      return repo.insertDraw(trx, {
        symbol: o.symbol,
        seed: offeringSeed(o.symbol),
        tranche_lots: publicTrancheLots(o),
        demand_lots: 0,
        applications: 0,
        other_applications: simulatedDemand(o).reduce((s, t) => s + t.count, 0),
        allotted_lots: 0,
        drawn_at: ctx.now(),
        settled_at: null,
        fee_rate: ctx.config.trading.feeRate,
        fee_minimum: ctx.config.trading.feeMinimum,
      });
    });
  } catch (error) {
    // Another node inserted it at the same moment (a backstop: the lock already serialises claims): it
    // settles it, or a later sweep finishes what it left.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** The ballot's applications in id order, read a page at a time with a turn of the event loop between pages. */
async function ballotApplications(ctx: Ctx, symbol: string) {
  const all: Awaited<ReturnType<typeof repo.ballotPage>> = [];
  for (;;) {
    const page = await repo.ballotPage(ctx.db, symbol, all.at(-1)?.id ?? 0, BALLOT_READ_PAGE);
    all.push(...page);
    if (page.length < BALLOT_READ_PAGE) return all;
    await nextTurn();
  }
}

/**
 * The draw of one offering, at most once per application. The draw is claimed first (`claimDraw`); the ballot then
 * runs over the applications in id order and the offering's simulated demand, with the claim's seed, and the
 * applications are settled a chunk at a time, each chunk one money transaction that writes the results and posts
 * the fees and refunds of its applications still pending (so none is settled twice, whichever run gets there), with
 * a turn of the event loop between chunks: requests wait behind a chunk, never behind the whole draw.
 * `ipo_draws.settled_at` is set at the end. A crash part way leaves it null, and the next sweep (`dueWork`) runs this
 * again: the same list and seed draw the same ballot, and only what is left is settled. Answers how many applications
 * this call settled, or undefined when the offering was settled already; the notices are delivered afterwards by
 * `deliverDrawNotices`, from the stored results.
 */
export async function drawOffering(ctx: Ctx, symbol: string, options: DrawOptions = {}): Promise<number | undefined> {
  const o = offeringOf(ctx, symbol);
  const draw = await claimDraw(ctx, o);
  if (!draw) return undefined;
  const applications = await ballotApplications(ctx, o.symbol);
  // The seed, tranche and fees the draw was claimed with: a run resumed after a restart settles on the same terms.
  const result = ballot(
    applications.map((a) => a.quantity / a.lot_size),
    simulatedDemand(o),
    draw.tranche_lots,
    draw.seed,
  );
  const fees =
    draw.fee_rate !== null && draw.fee_minimum !== null
      ? { rate: draw.fee_rate, minimum: draw.fee_minimum }
      : trading.feeSchedule(ctx);
  const settle = settlements(o, fees);
  let settledHere = 0;
  const size = options.chunkSize ?? DRAW_SETTLE_CHUNK;
  for (let i = 0, chunk = 0; i < applications.length; i += size, chunk++) {
    const part = applications.slice(i, i + size);
    const wonShares = new Map(part.map((a, k) => [a.id, (result.allotted[i + k] ?? 0) * a.lot_size]));
    const settled = await ledger.withMoneyTx(ctx, async (trx) => {
      const now = ctx.now();
      // A subscription the ballot did not see (none can land after the claim) is left as it is.
      const pending = (await repo.pendingBetween(trx, o.symbol, part[0]?.id ?? 0, part.at(-1)?.id ?? 0)).filter((p) =>
        wonShares.has(p.id),
      );
      const rows: DrawResultRow[] = [];
      const lines: DrawLine[] = [];
      for (const p of pending) {
        const s = settle(p, wonShares.get(p.id) ?? 0);
        rows.push({ id: p.id, ...s.row });
        lines.push({ userId: String(p.user_id), fee: s.fee, refund: s.refund });
      }
      await repo.setDrawResults(trx, rows, now);
      const tx = ipoDrawTx(lines);
      if (tx) await ledger.post(trx, tx, { now, reference: { type: 'ipo_draw', id: draw.id } });
      return rows.length;
    });
    settledHere += settled;
    options.afterChunk?.(chunk);
    await nextTurn();
  }
  await repo.updateDraw(ctx.db, draw.id, {
    demand_lots: result.demandLots,
    applications: applications.length,
    allotted_lots: result.allottedLots,
    settled_at: ctx.now(),
  });
  return settledHere;
}

export interface NoticeOptions {
  /** Tests: called after each chunk of notices is stored and announced (a throw there stands for a crash). */
  afterChunk?: (chunk: number) => void;
  /** Notices per transaction (default `NOTICE_CHUNK`). */
  chunkSize?: number;
}

/**
 * Draw notices read, stored (in multi-row statements of the inbox's `storeMany`) and announced per transaction: a few
 * milliseconds of work, with a turn of the event loop between chunks.
 */
const NOTICE_CHUNK = 500;

/**
 * Tells every applicant of a settled draw its result, at most once each: the inbox messages are built from the
 * stored results (the same words as the draw's events), read and stored a chunk at a time (multi-row inserts that
 * skip an event already stored), and each chunk's new messages are announced after its commit (the private `ipo`
 * event, the inbox's `message` event and email copies). `ipo_draws.notified_at` is set at the end, so an offering
 * whose delivery stopped part way (a crash) is found again by `dueWork` and finished by the next sweep, which stores
 * only what is missing. Answers the number of messages stored now (0 when not settled or already told).
 */
export async function deliverDrawNotices(
  ctx: Ctx & inbox.AnnounceContext,
  symbol: string,
  options: NoticeOptions = {},
): Promise<number> {
  const o = offeringOf(ctx, symbol);
  const draw = await repo.drawOf(ctx.db, o.symbol);
  if (!draw || draw.settled_at === null || draw.notified_at !== null) return 0;
  const messages = new Map<string, string>();
  const noticeOf = (r: Awaited<ReturnType<typeof repo.drawnOfOffering>>[number]) => {
    const key = `${r.won_quantity}|${r.refund}`;
    let message = messages.get(key);
    if (message === undefined) {
      message = drawMessage(o, r.won_quantity, Decimal.from(r.refund));
      messages.set(key, message);
    }
    const event: IpoEvent = {
      kind: 'drawn',
      subscriptionId: r.id,
      stockCode: o.symbol,
      orderState: r.status === 'won' ? IpoOrderState.won : IpoOrderState.notWon,
      message,
    };
    return { event, message: ipoMessage(r.user_id, event) };
  };
  const size = options.chunkSize ?? NOTICE_CHUNK;
  let stored = 0;
  for (let afterId = 0, chunk = 0; ; chunk++) {
    const rows = await repo.drawnOfOffering(ctx.db, o.symbol, afterId, size);
    if (rows.length === 0) break;
    afterId = rows.at(-1)?.id ?? afterId;
    const part = rows.map(noticeOf);
    const now = ctx.now();
    const deliveries = await ctx.db.transaction().execute((trx) =>
      inbox.storeMany(
        trx,
        now,
        part.map((n) => n.message),
      ),
    );
    const events = new Map(part.map((n) => [n.message.eventKey, n.event]));
    await notifyIpoMany(
      ctx,
      deliveries.flatMap((delivery) => {
        const event = events.get(delivery.eventKey);
        return event ? [{ event, delivery }] : [];
      }),
    );
    stored += deliveries.length;
    options.afterChunk?.(chunk);
    if (rows.length < size) break;
    await nextTurn();
  }
  await repo.updateDraw(ctx.db, draw.id, { notified_at: ctx.now() });
  return stored;
}

export interface Listed extends IpoNotice {
  positionId: number;
  market: IpoOffering['market'];
  /** The listing's inbox message, stored in the listing's transaction: announce it after the commit. */
  delivery: inbox.Delivery;
}

/**
 * The listing date: each won subscription's shares become an unleveraged holding in the Stock account (through
 * trading's `openIpoHolding`), each in its own transaction and once (the row is locked and re-read).
 */
export async function listOffering(ctx: Ctx, symbol: string): Promise<Listed[]> {
  const o = offeringOf(ctx, symbol);
  const inst = ctx.market.instruments.get(o.market, o.symbol);
  if (!inst || !InstrumentRegistry.isListed(inst, ctx.now())) return [];
  const done: Listed[] = [];
  for (const { id } of await repo.unlistedOfOffering(ctx.db, o.symbol)) {
    const listed = await ledger.withMoneyTx(ctx, async (trx) => {
      const row = await repo.lock(trx, id);
      if (!row || row.status !== 'won' || row.listed_at !== null) return undefined;
      const now = ctx.now();
      const position = await trading.openIpoHolding(trx, ctx, {
        userId: row.user_id,
        market: o.market,
        code: o.symbol,
        currency: o.currency,
        quantity: row.won_quantity,
        price: Decimal.from(row.issue_price),
        paid: Decimal.from(row.paid),
      });
      await repo.update(trx, row.id, { listed_at: now, updated_at: now, position_id: position.id });
      const event: IpoEvent = {
        kind: 'listed',
        subscriptionId: row.id,
        stockCode: o.symbol,
        orderState: IpoOrderState.won,
        message: `${o.name} is listed: your ${row.won_quantity} shares are a holding in your Stock account`,
      };
      const delivery = await inbox.store(trx, now, ipoMessage(row.user_id, event));
      return { userId: row.user_id, positionId: position.id, market: o.market, event, delivery };
    });
    if (listed) done.push(listed);
  }
  return done;
}

/**
 * Which offerings' draw is due (by their exchange's date) and not settled yet, which are settled with notices not
 * all delivered (`deliverDrawNotices`), and which are settled with holdings to open.
 */
export async function dueWork(ctx: Ctx): Promise<{ draws: string[]; notices: string[]; listings: string[] }> {
  const now = ctx.now();
  const drawnRows = await repo.drawnSymbols(ctx.db);
  const settled = new Set(drawnRows.filter((d) => d.settled_at !== null).map((d) => d.symbol));
  const notices = drawnRows
    .filter(
      (d) => settled.has(d.symbol) && d.notified_at === null && ctx.market.instruments.ipo(d.symbol) !== undefined,
    )
    .map((d) => d.symbol);
  // Not drawn yet, or drawn part way (a crash between two chunks): the draw finishes what is left.
  const draws = ctx.market.instruments.offerings
    .filter((o) => today(o, now) >= o.drawDate && !settled.has(o.symbol))
    .map((o) => o.symbol);
  const listings = (await repo.symbolsAwaitingListing(ctx.db)).filter((s) => {
    const o = ctx.market.instruments.ipo(s);
    return o !== undefined && settled.has(s) && today(o, now) >= o.listingDate;
  });
  return { draws, notices, listings };
}
