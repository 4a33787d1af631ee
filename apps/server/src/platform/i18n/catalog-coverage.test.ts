import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTranslated } from './translate.ts';

const SRC = path.resolve(import.meta.dirname, '../..');

/**
 * What only staff read (the back office and its settings are in English: docs/decisions.md "Languages") and files
 * whose quoted constants are not messages.
 */
const NOT_USER_FACING =
  /(^|\/)(review\.ts|staff\/|backoffice\/|settings\/|news\/|app\.ts|db\/|bus\.ts|route\.ts|web-app\.ts|push\/|engine\.ts|totp\.ts|market\/detail\.ts)/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    const wanted = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    return wanted && !NOT_USER_FACING.test(path.relative(SRC, full)) ? [full] : [];
  });
}

/**
 * The messages the code hands to the error helpers and the inbox, as written: a quoted text, or a template whose
 * `${…}` parts become a sample value (a number, which fits any hole: a quantity's `{num}` takes only a number). What
 * this cannot read (a message built elsewhere) is not checked.
 */
function writtenMessages(): { file: string; text: string }[] {
  // A whole argument only: a message joined from parts (`a` + `b`) is checked by hand.
  const call =
    /\b(?:refused|conflict|notFound|forbidden|unauthorized|badRequest)\(\s*(?:'[^']*',\s*)?('(?:[^'\\]|\\.)*'|`[^`]*`)\s*[),]/g;
  const constant = /^(?:export )?const [A-Z_]+ =\s*('(?:[^'\\]|\\.)*');/gm;
  const title = /\btitle: ('(?:[^'\\]|\\.)*'|`[^`]*`)/g;
  return sourceFiles(SRC).flatMap((file) => {
    const code = fs.readFileSync(file, 'utf8');
    return [...code.matchAll(call), ...code.matchAll(constant), ...code.matchAll(title)].map((m) => ({
      file: path.relative(SRC, file),
      text: (m[1] ?? '')
        .slice(1, -1)
        .replace(/\$\{[^}]*\}/g, '10')
        .replace(/\\'/g, "'"),
    }));
  });
}

describe('the message catalogue', () => {
  const messages = writtenMessages().filter(
    ({ text }) => /[a-z]{2}/.test(text) && !/^[a-z_]+$/.test(text) && !text.includes('inbox:'),
  );

  it('finds the messages of the code', () => {
    expect(messages.length).toBeGreaterThan(50);
  });

  it('has every message the code writes, in Traditional Chinese and Indonesian', () => {
    const untranslated = messages.filter(({ text }) => !isTranslated(text));
    expect(untranslated.map(({ file, text }) => `${file}: ${text}`)).toEqual([]);
  });
});
