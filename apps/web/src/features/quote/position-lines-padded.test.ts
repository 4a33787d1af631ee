import type { Position } from '@bourse/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { positionLines } from './QuoteWithPositions';

const t = ((key: string) => key.split('.').pop()) as unknown as TFunction;

describe('the chart lines of a position', () => {
  it('show a stop typed with fewer places with the places of the entry price', () => {
    const p = {
      direction: 0,
      positionNum: 10,
      discountBuyingPrice: '243.55',
      stopLossPrice: '243.9',
      takeProfitPrice: '250',
      liquidationPrice: '195.1234',
      trailingStop: null,
    } as unknown as Position;
    expect(positionLines([p], t).map((l) => [l.kind, l.price])).toEqual([
      ['entry', '243.55'],
      ['stopLoss', '243.90'],
      ['takeProfit', '250.00'],
      ['liquidation', '195.12'],
    ]);
  });
});
