import { describe, expect, it } from 'vitest';
import { enScreens } from '../../i18n/en-screens';
import { id } from '../../i18n/id';
import { zhHant } from '../../i18n/zh-Hant';

// The fine print tells what a failed session shows: the note the user sees in that language, not the English one.
describe("mining's fine print", () => {
  it.each([
    ['en', enScreens.mining],
    ['id', id.mining],
    ['zh-Hant', zhHant.mining],
  ])('in %s names the failed session’s note as the session card shows it', (_language, texts) => {
    expect(texts.fine).toContain(texts.failedNote);
  });
});
