import { describe, expect, it } from 'vitest';
import { dateTime } from '../ui/format';
import { allottedText } from './offerings';

describe("the IPO calendar's allotted lots", () => {
  const drawnAt = Date.UTC(2026, 10, 25, 6);
  it('says the draw is under way while its applications are being settled', () => {
    expect(allottedText({ id: 'DBRX', drawnAt, allottedLots: null })).toBe(`drawing (since ${dateTime(drawnAt)})`);
  });
  it('gives the lots once it is settled, and "not drawn" before', () => {
    expect(allottedText({ id: 'DBRX', drawnAt, allottedLots: 5000 })).toBe(`5000 (${dateTime(drawnAt)})`);
    expect(allottedText({ id: 'DBRX', drawnAt: null, allottedLots: null })).toBe('not drawn');
  });
});
