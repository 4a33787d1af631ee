import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { applyRepayment, autoRepayment, type LoanBalance, owed } from './interest.ts';

const loan = (principal: string, interest: string): LoanBalance => ({
  principal: Decimal.from(principal),
  interest: Decimal.from(interest),
});

describe('a repayment settles accrued interest first, then principal', () => {
  it('a repayment smaller than the interest leaves the principal untouched', () => {
    const r = applyRepayment(loan('1000', '9.90'), '5');
    expect([r.toInterest.toFixed(2), r.toPrincipal.toFixed(2)]).toEqual(['5.00', '0.00']);
    expect([r.after.principal.toFixed(2), r.after.interest.toFixed(2)]).toEqual(['1000.00', '4.90']);
  });

  it('a larger one clears the interest and lowers the principal (and so the next days’ interest)', () => {
    const r = applyRepayment(loan('1000', '9.90'), '509.90');
    expect([r.toInterest.toFixed(2), r.toPrincipal.toFixed(2)]).toEqual(['9.90', '500.00']);
    expect(owed(r.after).toFixed(2)).toBe('500.00');
  });

  it('repaying everything leaves nothing owed; repaying more than is owed is refused', () => {
    expect(owed(applyRepayment(loan('1000', '9.90'), '1009.90').after).isZero()).toBe(true);
    expect(() => applyRepayment(loan('1000', '9.90'), '1009.91')).toThrow(RangeError);
    expect(() => applyRepayment(loan('1000', '9.90'), '0')).toThrow(RangeError);
  });
});

describe('at term the loan takes what Balance allows', () => {
  it('all of what is owed when Balance covers it', () => {
    expect(autoRepayment(loan('1000', '9.90'), '5000').toFixed(2)).toBe('1009.90');
  });
  it('all of Balance when it does not, and nothing from an empty Balance', () => {
    expect(autoRepayment(loan('1000', '9.90'), '300.25').toFixed(2)).toBe('300.25');
    expect(autoRepayment(loan('1000', '9.90'), '0').isZero()).toBe(true);
  });
});
