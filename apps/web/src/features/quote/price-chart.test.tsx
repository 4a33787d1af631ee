import type { Candle } from '@bourse/contract';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartLine } from './chart-lines';
import { englishTickMark } from '../../ui/charts/tick-marks';
import PriceChart from './PriceChart';

// lightweight-charts draws on a canvas, which jsdom has not: a stand-in records what the chart is asked to draw.
interface FakeSeries {
  kind: string;
  data: unknown[];
  updates: { time: number; value?: number; close?: number }[];
  lines: { price: number }[];
}
const charts: { series: FakeSeries[]; removed: boolean; options: unknown }[] = [];

vi.mock('lightweight-charts', () => ({
  CandlestickSeries: 'Candlestick',
  ColorType: { Solid: 'solid' },
  LineStyle: { Solid: 0, Dashed: 2 },
  createChart: (_element: unknown, options: unknown) => {
    const chart = { series: [] as FakeSeries[], removed: false, options };
    charts.push(chart);
    return {
      applyOptions: () => undefined,
      addSeries: (kind: string) => {
        const series: FakeSeries = { kind, data: [], updates: [], lines: [] };
        chart.series.push(series);
        return {
          setData: (data: unknown[]) => void (series.data = data),
          update: (point: FakeSeries['updates'][number]) => void series.updates.push(point),
          createPriceLine: (line: { price: number }) => (series.lines.push(line), line),
          removePriceLine: (line: { price: number }) => void (series.lines = series.lines.filter((l) => l !== line)),
        };
      },
      removeSeries: () => undefined,
      timeScale: () => ({ fitContent: () => undefined }),
      remove: () => void (chart.removed = true),
    };
  },
}));

const T0 = Date.UTC(2026, 10, 27, 14, 30);
const candles = (n: number): Candle[] =>
  Array.from({ length: n }, (_, i) => {
    const price = `${240 + Math.floor(i / 10)}.${i % 10}0`;
    return { t: T0 + i * 60_000, open: price, high: price, low: price, close: price, volume: '10' };
  });
const ENTRY: ChartLine = { id: 'entry:Long 10:240.50', kind: 'entry', price: '240.50', label: 'Long 10' };

const props = {
  type: '1D' as const,
  candles: candles(30),
  livePrice: '243.10',
  liveTime: T0 + 29 * 60_000 + 5_000,
};

beforeEach(() => {
  charts.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the quote candle chart', () => {
  it('is made in a task after the render, not in it', () => {
    render(<PriceChart {...props} />);
    expect(charts).toHaveLength(0);
    act(() => {
      vi.runAllTimers();
    });
    expect(charts).toHaveLength(1);
    expect(charts[0]?.series[0]?.data).toHaveLength(30);
  });

  it("writes its time axis' en-US labels without Intl (ICU's first set-up is a long task)", () => {
    render(<PriceChart {...props} />);
    act(() => {
      vi.runAllTimers();
    });
    expect(charts[0]?.options).toMatchObject({ timeScale: { tickMarkFormatter: englishTickMark } });
  });

  it('is never made when the screen is left before its task runs', () => {
    const { unmount } = render(<PriceChart {...props} />);
    unmount();
    act(() => {
      vi.runAllTimers();
    });
    expect(charts).toHaveLength(0);
  });

  it('draws the live price into the last candle at once, not at the next tick', () => {
    render(<PriceChart {...props} />);
    act(() => {
      vi.runAllTimers();
    });
    expect(charts[0]?.series[0]?.kind).toBe('Candlestick');
    expect(charts[0]?.series[0]?.updates.at(-1)?.close).toBe(243.1);
  });

  it('draws the price lines again on the series of a new period, with the live price', () => {
    const { rerender } = render(<PriceChart {...props} lines={[ENTRY]} />);
    act(() => {
      vi.runAllTimers();
    });
    expect(charts[0]?.series[0]?.lines.map((l) => l.price)).toEqual([240.5]);
    rerender(<PriceChart {...props} type="1W" candles={candles(12)} lines={[ENTRY]} />);
    const candlesSeries = charts[0]?.series[1];
    expect(candlesSeries?.kind).toBe('Candlestick');
    expect(candlesSeries?.lines.map((l) => l.price)).toEqual([240.5]);
    expect(candlesSeries?.updates.at(-1)?.close).toBe(243.1);
  });
});
