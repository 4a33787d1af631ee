import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { marketEndpoints } from './market.ts';

describe('an input schema given as a function', () => {
  it('is built the first time the endpoint’s input is read, once, and never before', () => {
    let built = 0;
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/x',
      tag: 'test',
      summary: 'x',
      auth: false,
      input: () => {
        built += 1;
        return z.strictObject({ code: z.string() });
      },
      output: z.object({}),
    });
    expect(built).toBe(0);
    const first = endpoint.input;
    expect(built).toBe(1);
    expect(endpoint.input).toBe(first);
    expect(built).toBe(1);
    expect(endpoint.input.safeParse({ code: 'AAPL' }).success).toBe(true);
    expect(Object.keys(endpoint)).toContain('input');
  });

  it('is how the market calls take theirs: a page loading them for their answers builds none of their inputs', () => {
    for (const [name, endpoint] of Object.entries(marketEndpoints)) {
      const lazy = typeof Object.getOwnPropertyDescriptor(endpoint, 'input')?.get === 'function';
      expect(lazy, name).toBe(true);
    }
    expect(marketEndpoints.kline.input.safeParse({ stockCode: 'AAPL', market: 'US', type: '1D' }).success).toBe(true);
  });
});
