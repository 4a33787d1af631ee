import { ColorType, type DeepPartial, type ChartOptions } from 'lightweight-charts';
import { formatLocale, isEnglishFormat } from '../../lib/locale';
import { CHART_LAYOUT_CREDIT } from './attribution';

/** A colour of the palette in use (palette.css); charts draw on a canvas, so they read the variables themselves. */
export const cssColor = (name: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * The chart's own colours (axis text, grid, crosshair) from the palette in use, and its language. A chart applies them again when the
 * theme changes (useTheme), as it draws its series again when the up/down colours change.
 */
export function chartChrome(fontSize: number): DeepPartial<ChartOptions> {
  const crosshair = {
    color: cssColor('--bourse-chart-crosshair'),
    labelBackgroundColor: cssColor('--bourse-chart-label'),
  };
  return {
    layout: {
      ...CHART_LAYOUT_CREDIT,
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: cssColor('--bourse-text-3'),
      fontFamily: cssColor('--bourse-font') || 'system-ui',
      fontSize,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: cssColor('--bourse-chart-grid') } },
    crosshair: { vertLine: crosshair, horzLine: crosshair },
    // The time axis and the crosshair's date in the app's language, not the device's ('Mei', '5月' for May).
    localization: { locale: isEnglishFormat() ? 'en-US' : formatLocale.get() },
  };
}
