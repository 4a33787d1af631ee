import { z } from 'zod';

/**
 * Field rules as functions that build their schema when called: importing this file builds nothing. The contract
 * files a visitor's first pages load (market.ts, news.ts) take their rules from here, so loading them no longer
 * evaluates fields.ts, whose shared rules (email, password, login id, …) are schemas built as it loads
 * (docs/decisions.md, Web delivery). fields.ts exports these too.
 */

/** A string field whose type error says "is required" when absent and "must be text" otherwise. */
export const text = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be text') });

/** A rule message that says "is required" when the value is absent and `rule` otherwise. */
export const requiredOr = (rule: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is required' : rule;

/** Required text, trimmed, of 1 to `max` characters. */
export const boundedText = (max: number) =>
  text().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** The id of a stored record, in a request body (fields.ts's `idField` is one built at load). */
export const idRule = () =>
  z
    .number({ error: requiredOr('must be a whole number') })
    .int('must be a whole number')
    .positive('must be greater than 0');
