import type { StatedRules } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatQuantity, group } from '../lib/format';

/**
 * A strategy's rules in one sentence, in the app's language, written from their figures (a robot's or an
 * institution's `strategyRules`); the server's `rules` says the same in English only. In English it is word for word
 * the server's sentence (packages/domain's `describeRules`).
 */
export function StrategyRulesText({ rules, testId }: { rules: StatedRules; testId?: string }) {
  const { t } = useTranslation();
  const span = (n: number) => t(`strategy.span.${rules.candle}`, { n: formatQuantity(n) });
  const last = (n: number) => t(`strategy.last.${rules.candle}`, { count: n, n: formatQuantity(n) });
  const shorts = rules.kind !== 'breakout' && rules.allowShort ? 'longShort' : 'longOnly';
  let text: string;
  switch (rules.kind) {
    case 'trend':
      text = t(`strategy.trend.${shorts}`, { fast: span(rules.fast), slow: span(rules.slow) });
      break;
    case 'reversion':
      text = t(`strategy.reversion.${shorts}`, { band: group(rules.band), window: span(rules.window) });
      break;
    case 'breakout':
      text = t('strategy.breakout', { entry: last(rules.entry), exit: last(rules.exit) });
      break;
  }
  return (
    <p className="card-text" data-testid={testId}>
      {text}
    </p>
  );
}
