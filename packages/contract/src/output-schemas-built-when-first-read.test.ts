import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, sharedSchema } from './endpoint.ts';
import { marketEndpoints } from './market.ts';
import { newsEndpoints, staffNewsEndpoints } from './news.ts';

const builtWhenRead = (endpoint: object, field: 'input' | 'output') =>
  typeof Object.getOwnPropertyDescriptor(endpoint, field)?.get === 'function';

describe('an output schema given as a function', () => {
  it('is built the first time the endpoint’s output is read, once, apart from its input', () => {
    const built = { input: 0, output: 0 };
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/y',
      tag: 'test',
      summary: 'y',
      auth: true,
      input: () => (built.input++, z.strictObject({ id: z.number() })),
      output: () => (built.output++, z.object({ price: z.string() })),
    });
    expect(built).toEqual({ input: 0, output: 0 });
    const first = endpoint.output;
    expect(endpoint.output).toBe(first);
    expect(built).toEqual({ input: 0, output: 1 });
    expect(first.safeParse({ price: '1.25' }).success).toBe(true);
    expect(endpoint.input.safeParse({ id: 1 }).success).toBe(true);
    expect(built).toEqual({ input: 1, output: 1 });
    expect(Object.keys(endpoint)).toEqual(expect.arrayContaining(['input', 'output']));
  });

  it('may lean on a shared schema, built by the first endpoint that asks and then the same for all', () => {
    let built = 0;
    const shared = sharedSchema(() => {
      built += 1;
      return z.object({ t: z.number() });
    });
    const one = defineEndpoint({
      method: 'GET',
      path: '/a',
      tag: 't',
      summary: 'a',
      auth: false,
      input: z.object({}),
      output: () => z.array(shared()),
    });
    const two = defineEndpoint({
      method: 'GET',
      path: '/b',
      tag: 't',
      summary: 'b',
      auth: false,
      input: z.object({}),
      output: shared,
    });
    expect(built).toBe(0);
    expect(one.output.safeParse([{ t: 1 }]).success).toBe(true);
    expect(built).toBe(1);
    expect(two.output).toBe(shared());
    expect(built).toBe(1);
  });

  it('is how the market and news calls take theirs: loading the file for one call builds no other call’s schemas', () => {
    for (const [name, endpoint] of Object.entries({ ...marketEndpoints, ...newsEndpoints, ...staffNewsEndpoints })) {
      expect(builtWhenRead(endpoint, 'output'), `${name} output`).toBe(true);
      expect(builtWhenRead(endpoint, 'input'), `${name} input`).toBe(true);
    }
  });

  it('checks answers as before once built: a candle with a number for a price is refused', () => {
    const answer = { stockCode: 'AAPL', market: 'US', type: 'intraday', prevClose: '10.5', candles: [] as unknown[] };
    const candle = { t: 1, open: '1.0', high: '1.2', low: '0.9', close: '1.1', volume: '10' };
    expect(marketEndpoints.kline.output.safeParse({ ...answer, candles: [candle] }).success).toBe(true);
    expect(marketEndpoints.kline.output.safeParse({ ...answer, candles: [{ ...candle, close: 1.1 }] }).success).toBe(
      false,
    );
    expect(marketEndpoints.kline.output).toBe(marketEndpoints.kline.output);
    expect(newsEndpoints.articleList.output.safeParse({ data: [], pageNo: 1, totalPage: 0, total: 0 }).success).toBe(
      true,
    );
  });
});
