import { describe, expect, it } from 'vitest';
import { classesIn, rulesFor } from '../../critical-css';

/** The CSS `rulesFor` keeps, without the whitespace removed rules leave behind. */
const kept = (css: string, classes: string[]) => rulesFor(css, new Set(classes)).replace(/\s+/g, ' ').trim();

describe('the CSS a first frame carries (apps/web/critical-css.ts)', () => {
  it('reads the class names of an HTML fragment', () => {
    expect([...classesIn('<div class="a  b"><p class="c">x</p><i data-class="d"></i></div>')]).toEqual(['a', 'b', 'c']);
  });

  it('keeps the rules whose selectors name only classes the fragment has, and only those selectors', () => {
    const css = '.a{color:red}.b{color:blue}.a .b{margin:0}.a,.z{padding:0}div{border:0}';
    expect(kept(css, ['a'])).toBe('.a{color:red}.a{padding:0}div{border:0}');
  });

  it('keeps a rule when the classes it needs are only inside :not(), :is(), :where() or :has()', () => {
    const css = '.a:not(.z){color:red}.a:is(.y,.z){margin:0}.a:has(.z){padding:0}.z{border:0}';
    expect(kept(css, ['a'])).toBe('.a:not(.z){color:red}.a:is(.y,.z){margin:0}.a:has(.z){padding:0}');
  });

  it('drops the at-rules filtering leaves empty, nested ones too, and keeps the others', () => {
    const css =
      '@media (min-width:600px){.z{color:red}}@supports (display:grid){@media print{.z{margin:0}}}' +
      '@media print{.a{color:red}.z{margin:0}}@font-face{font-family:x;src:url(x.woff2)}';
    expect(kept(css, ['a'])).toBe('@media print{.a{color:red}}@font-face{font-family:x;src:url(x.woff2)}');
  });

  it('keeps the keyframes that a kept rule runs, by the shorthand or animation-name, and drops the others', () => {
    const css =
      '@keyframes spin{to{transform:rotate(1turn)}}@keyframes pulse{50%{opacity:.5}}@keyframes fade{to{opacity:0}}' +
      '.a{animation:1s linear infinite spin}.b{animation-name:pulse,fade}.z{animation:fade 1s}';
    expect(kept(css, ['a'])).toBe('@keyframes spin{to{transform:rotate(1turn)}}.a{animation:1s linear infinite spin}');
    expect(kept(css, ['b'])).toBe(
      '@keyframes pulse{50%{opacity:.5}}@keyframes fade{to{opacity:0}}.b{animation-name:pulse,fade}',
    );
  });

  it('drops the keyframes when no kept rule runs them, leaving no empty at-rule around them', () => {
    const css = '@media (prefers-reduced-motion:no-preference){@keyframes spin{to{opacity:0}}}.z{animation:spin 1s}';
    expect(kept(css, ['a'])).toBe('');
  });

  it('keeps every keyframes when a kept rule names its animation through a variable', () => {
    const css = '@keyframes spin{to{opacity:0}}.a{animation:var(--motion) 1s}';
    expect(kept(css, ['a'])).toBe(css);
  });
});
