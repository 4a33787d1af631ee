import type { Market } from '@bourse/contract';
import { checkRules, type RobotOffer, type StrategyRules } from '@bourse/domain';

/**
 * The robots that can be rented (docs/decisions.md, Robot rental). Each is a strategy of the one engine
 * (packages/domain/src/strategies) on one instrument, stated before purchase: its rules, leverage, periods with their
 * fees, and the least and most that may be allocated. A rental copies what it needs at the purchase, so editing an
 * entry never changes a rental already bought; an id is never reused.
 */
export interface RobotDefinition extends RobotOffer {
  readonly id: number;
  readonly name: string;
  readonly rules: StrategyRules;
  readonly market: Market;
  readonly code: string;
  readonly leverage: number;
  /** The share of what the robot's account can trade that a new position commits (the runner's allocation). */
  readonly allocation: string;
}

export const ROBOTS: readonly RobotDefinition[] = [
  {
    id: 1,
    name: 'Microsoft Long-Short',
    rules: { kind: 'trend', fast: 5, slow: 20, allowShort: true },
    market: 'US',
    code: 'MSFT',
    leverage: 2,
    allocation: '1',
    plans: [
      { days: 7, fee: '9.90' },
      { days: 30, fee: '29.00' },
    ],
    minAmount: '1000',
    maxAmount: '20000',
  },
  {
    id: 2,
    name: 'Apple Trend Rider',
    rules: { kind: 'trend', fast: 10, slow: 30, allowShort: false },
    market: 'US',
    code: 'AAPL',
    leverage: 1,
    allocation: '1',
    plans: [
      { days: 7, fee: '9.90' },
      { days: 30, fee: '29.00' },
    ],
    minAmount: '300',
    maxAmount: '20000',
  },
  {
    id: 3,
    name: 'Euro Swing',
    rules: { kind: 'reversion', window: 20, band: '1.5', allowShort: true },
    market: 'FOREX',
    code: 'EURUSD',
    leverage: 10,
    allocation: '1',
    plans: [
      { days: 7, fee: '12.00' },
      { days: 30, fee: '36.00' },
    ],
    minAmount: '500',
    maxAmount: '50000',
  },
  {
    id: 4,
    name: 'Nvidia Breakout',
    rules: { kind: 'breakout', entry: 20, exit: 10 },
    market: 'US',
    code: 'NVDA',
    leverage: 2,
    allocation: '1',
    plans: [
      { days: 14, fee: '15.00' },
      { days: 30, fee: '25.00' },
    ],
    minAmount: '500',
    maxAmount: '20000',
  },
];

for (const robot of ROBOTS) checkRules(robot.rules);

export function robotById(id: number): RobotDefinition | undefined {
  return ROBOTS.find((r) => r.id === id);
}
