import type { StrategyRules } from '@bourse/domain';
import { screen } from '@testing-library/react';

/** Rules of each kind, with and without shorts where the kind has them: what a strategy's sentence is tested on. */
export const RULES_OF_EACH_KIND: readonly StrategyRules[] = [
  { kind: 'trend', fast: 5, slow: 20, allowShort: true },
  { kind: 'trend', fast: 10, slow: 30, allowShort: false },
  { kind: 'reversion', window: 20, band: '1.5', allowShort: true },
  { kind: 'reversion', window: 30, band: '2', allowShort: false },
  { kind: 'breakout', entry: 20, exit: 10 },
  // One candle back: "the last 1 day", singular in both.
  { kind: 'breakout', entry: 1, exit: 1 },
];

/** The rules' sentence of each card with this test id, once the cards are there. */
export async function rulesOnCards(testId: string): Promise<(string | null | undefined)[]> {
  const cards = await screen.findAllByTestId(testId);
  return cards.map((card) => card.querySelector('.card-text')?.textContent);
}
