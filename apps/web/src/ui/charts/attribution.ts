/**
 * TradingView Lightweight Charts™
 * Copyright (c) 2025 TradingView, Inc. https://www.tradingview.com/
 *
 * The library's licence asks for that notice and a link to tradingview.com on a page users can reach. Settings →
 * About carries the notice and the link (`ChartCredit`), so the charts leave out the logo it otherwise draws in their
 * corner, where it covered the lines of small charts.
 */
export const CHART_LAYOUT_CREDIT = { attributionLogo: false } as const;

export const TRADINGVIEW_URL = 'https://www.tradingview.com/';
