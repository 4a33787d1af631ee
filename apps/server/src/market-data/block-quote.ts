import { type blockTradeSchema, InstrumentType, pushMarketTypeOf, type Quote } from '@bourse/contract';
import { Decimal, parseTickSize } from '@bourse/domain';
import type { z } from 'zod';
import type { Instrument } from './instruments.ts';

export type BlockQuote = z.infer<ReturnType<typeof blockTradeSchema>>;

/** price × (1 − discount), rounded down to the instrument's tick: the buyer never pays more than the stated discount. */
export function blockPrice(price: string, discountRate: string, tickSize: string): string {
  const tick = parseTickSize(tickSize);
  const discounted = Decimal.from(price).mul(Decimal.ONE.sub(discountRate));
  return discounted.div(tick.decimal, { scale: 0, rounding: 'down' }).mul(tick.decimal).toFixed(tick.scale);
}

/** The block-trade row of an instrument open for block trading (its own /push channel, the 'Bond' market type of docs/product.md §7). */
export function blockQuoteOf(inst: Instrument, quote: Quote): BlockQuote | undefined {
  const block = inst.block;
  if (!block) return undefined;
  return {
    ...quote,
    source: 'BLOCK',
    channel: block.channel,
    marketType: pushMarketTypeOf('BLOCK'),
    instrumentType: InstrumentType.blockTrade,
    blockPrice: blockPrice(quote.price_nominal, block.discountRate, inst.tickSize),
    discountRate: block.discountRate,
    minQuantity: block.minQuantity,
  };
}
