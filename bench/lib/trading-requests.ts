import { type Instrument, InstrumentRegistry } from '../../apps/server/src/market-data/instruments.ts';
import { openSession } from '../../apps/server/src/modules/accounts/sessions.ts';
import { transfer } from '../../apps/server/src/modules/wallet/service.ts';
import type { AppContext } from '../../apps/server/src/platform/context.ts';
import { fundUsers } from './money-fixtures.ts';

/**
 * What the order benches send and who sends it: `count` users funded through the ledger (a deposit into Balance, then
 * a transfer of part of it into Stock), each with a session (its token answered), and the bodies of their requests.
 */
export async function fundTraders(ctx: AppContext, count: number): Promise<string[]> {
  const users = await fundUsers(ctx, count, '100000000');
  const tokens: string[] = [];
  for (const id of users) {
    await transfer(ctx, id, { from: 'balance', to: 'stock', amount: '50000000' });
    tokens.push(await openSession(ctx, ctx.db, id, '127.0.0.1', 'bench'));
  }
  return tokens;
}

const usStocks = new InstrumentRegistry().all.filter((i) => i.market === 'US' && i.listedFromMs <= Date.now());

/** Order number n: a market buy of one lot of the next US stock in the catalogue, cross margin at 1x. */
export function orderBody(n: number) {
  const inst = usStocks[n % usStocks.length] as Instrument;
  return {
    stockCode: inst.code,
    market: 'US',
    direction: 0,
    orderType: 0,
    num: inst.lotSize,
    leverage: 1,
    marginMode: 1,
  };
}

/** A transfer of $1.25 from Balance to Stock. */
export const transferBody = () => ({ from: 'balance', to: 'stock', amount: '1.25' });
