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

const KEYFRAMES = /^(-\w+-)?keyframes$/i;

const insideKeyframes = (node: postcss.Node) =>
  node.parent?.type === 'atrule' && KEYFRAMES.test((node.parent as postcss.AtRule).name);

/**
 * The words of the kept rules' `animation` and `animation-name` values, among them the names of the keyframes they
 * run; null when one of them is a variable, whose keyframes cannot be known here.
 */
function animationWords(root: postcss.Root): Set<string> | null {
  const words = new Set<string>();
  let unknown = false;
  root.walkDecls(/^(-\w+-)?animation(-name)?$/i, (decl) => {
    if (/var\(/i.test(decl.value)) unknown = true;
    for (const word of decl.value.split(/[\s,]+/)) if (word) words.add(word);
  });
  return unknown ? null : words;
}

/** Removes the at-rules with a block that filtering has left empty, inner ones first (`@media{@supports{}}` goes). */
function dropEmptyAtRules(container: postcss.Container) {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    dropEmptyAtRules(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * The rules of `css` that can style the fragment whose classes are `classes`: a rule stays when one of its selectors
 * names only classes the fragment has; keyframes stay when a kept rule's animation runs them (all stay when one
 * names them through a variable); at-rules left empty go. Font faces stay as they are.
 */
export function rulesFor(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const kept = rule.selectors.filter((s) => classesNeeded(s).every((name) => classes.has(name)));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  const animations = animationWords(root);
  if (animations) {
    root.walkAtRules(KEYFRAMES, (at) => {
      if (!animations.has(at.params.trim().replace(/^(["'])(.*)\1$/, '$2'))) at.remove();
    });
  }
  dropEmptyAtRules(root);
  return root.toString();
}
