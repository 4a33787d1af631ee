import type { Candle } from '@bourse/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import type { ChartLine } from './chart-lines';
import { IntradayChart } from './IntradayChart';

// 09:30 New York on 27 November 2026 (EST), a candle a minute closing 240.00, 240.10, …
const T0 = Date.UTC(2026, 10, 27, 14, 30);
const candles = (n: number): Candle[] =>
  Array.from({ length: n }, (_, i) => {
    const price = (240 + i / 10).toFixed(2);
    return { t: T0 + i * 60_000, open: price, high: price, low: price, close: price, volume: '10' };
  });
const props = {
  candles: candles(30),
  prevClose: '239.00',
  livePrice: '243.10',
  liveTime: T0 + 29 * 60_000 + 5_000,
};
const line = (kind: ChartLine['kind'], price: string, label: string): ChartLine => ({
  id: `${kind}:${price}`,
  kind,
  price,
  label,
});

const chart = () => screen.getByTestId('price-chart');
const pathPoints = () => (chart().querySelector('path.line')?.getAttribute('d') ?? '').split('L').length;
const texts = () => [...chart().querySelectorAll('text')].map((t) => t.textContent);

describe('the intraday chart', () => {
  it('draws the session as a line ending at the live price, named for screen readers', () => {
    render(<IntradayChart {...props} />);
    expect(chart()).toHaveAttribute('data-period', 'intraday');
    expect(chart()).toHaveAttribute('data-points', '30');
    expect(pathPoints()).toBe(30);
    expect(chart().querySelector('.last-value')?.textContent).toBe('243.10');
    expect(screen.getByRole('img', { name: 'Intraday price chart: last 243.10, previous close 239.00' })).toBeVisible();
    // New York quarters on the time axis (14:30 UTC is 09:30 there), none half off the chart's left end
    expect(texts()).toContain('09:45');
    expect(texts()).not.toContain('09:30');
  });

  it('follows ticks: the current minute moves, the next minute adds a point', () => {
    const { rerender } = render(<IntradayChart {...props} />);
    rerender(<IntradayChart {...props} livePrice="243.40" liveTime={props.liveTime + 20_000} />);
    expect(pathPoints()).toBe(30);
    expect(chart().querySelector('.last-value')?.textContent).toBe('243.40');
    rerender(<IntradayChart {...props} livePrice="243.50" liveTime={props.liveTime + 60_000} />);
    expect(pathPoints()).toBe(31);
    expect(chart().querySelector('.last-value')?.textContent).toBe('243.50');
    // every minute the ticks drew stays on the line
    rerender(<IntradayChart {...props} livePrice="243.60" liveTime={props.liveTime + 120_000} />);
    rerender(<IntradayChart {...props} livePrice="243.70" liveTime={props.liveTime + 180_000} />);
    expect(pathPoints()).toBe(33);
    // fresh candles start the line afresh
    rerender(<IntradayChart {...props} candles={candles(30)} livePrice="243.70" liveTime={props.liveTime + 180_000} />);
    expect(pathPoints()).toBe(31);
  });

  it('is green above the previous close and red below it, with the close dashed across', () => {
    const { rerender } = render(<IntradayChart {...props} />);
    expect(chart()).toHaveClass('tone-up');
    expect(chart().querySelector('line.baseline')).not.toBeNull();
    rerender(<IntradayChart {...props} prevClose="250.00" livePrice="243.10" />);
    expect(chart()).toHaveClass('tone-down');
  });

  it('draws the position lines in its range with their labels and prices; the others only in the legend', () => {
    render(
      <IntradayChart
        {...props}
        lines={[
          line('entry', '241.00', 'Long 10'),
          line('stopLoss', '240.50', 'SL'),
          line('liquidation', '120.00', 'Liq'),
        ]}
      />,
    );
    const drawn = [...chart().querySelectorAll('.position-line')].map((g) => g.textContent);
    expect(drawn).toEqual(['Long 10241.00', 'SL240.50']);
  });

  it("moves a line's price off the live price's label when they would overlap, and leaves the others on their price", () => {
    render(<IntradayChart {...props} lines={[line('entry', '243.05', 'Long 10'), line('stopLoss', '240.50', 'SL')]} />);
    const pillTop = (g: Element | null) => Number(g?.querySelector('.axis-pill rect')?.getAttribute('y'));
    const lineAt = (g: Element) => Number(g.querySelector('line')?.getAttribute('y1'));
    const [entry, stop] = [...chart().querySelectorAll('.position-line')] as [Element, Element];
    const live = pillTop(chart().querySelector('.last-value'));
    // Both labels are 16 px high: they share no pixel row.
    expect(Math.abs(pillTop(entry) - live)).toBeGreaterThanOrEqual(16);
    expect(entry.textContent).toContain('243.05');
    expect(pillTop(stop) + 8).toBeCloseTo(lineAt(stop));
  });

  it('leaves an axis price unwritten where a label covers it', () => {
    const axis = () => [...chart().querySelectorAll('text.axis-label')].map((t) => t.textContent);
    const { rerender } = render(<IntradayChart {...props} />);
    expect(axis()).toContain('241.00');
    rerender(<IntradayChart {...props} lines={[line('entry', '241.00', 'Long 10')]} />);
    expect(axis()).not.toContain('241.00');
    expect(axis()).toContain('240.00');
  });

  it('reads the price and New York time of the minute under a finger, and hides the crosshair when it lifts', () => {
    render(<IntradayChart {...props} />);
    const svg = screen.getByRole('img');
    expect(screen.queryByTestId('chart-crosshair')).toBeNull();
    fireEvent.pointerDown(svg, { clientX: 0 });
    const crosshair = screen.getByTestId('chart-crosshair');
    expect(crosshair.textContent).toBe('240.0009:30');
    fireEvent.pointerLeave(svg);
    expect(screen.queryByTestId('chart-crosshair')).toBeNull();
  });
});
