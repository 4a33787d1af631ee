import postcss from 'postcss';

/** The class names an HTML fragment uses. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (list ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The classes a selector needs on the page to match anything. Those inside :not(), :is(), :where() and :has() are not
 * required (a list there may match by any one of them, or by none), so such a rule stays when unsure.
 */
const classesNeeded = (selector: string) =>
  [...selector.replace(/:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(
    ([, name]) => name ?? '',
  );

/**
 * The rules of `css` that can style the fragment whose classes are `classes`: a rule stays when one of its selectors
 * names only classes the fragment has; at-rules left empty go too. Keyframes and font faces stay as they are.
 */
export function rulesFor(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((s) => classesNeeded(s).every((name) => classes.has(name)));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}
