/**
 * ESLint rule for the web app's screens (docs/decisions.md "Languages"): every text a user reads comes from the
 * translations (`t('key')`), so it exists in English, Traditional Chinese and Indonesian. It reports, in JSX:
 * - text between tags that holds a letter (`<span>Balance</span>`);
 * - a quoted string with a letter as a child (`{'Balance'}`) or as a prop users read or hear (`title`, `alt`,
 *   `placeholder`, `aria-label`, `label`, `content`, …), including the branches of a `? :` there.
 * Symbols, digits and punctuation (`▲`, `--`, `·`, `%`) pass, and currency codes (`USD`); so do names that are the same in every language, which
 * are written as expressions (`{LANGUAGE_NAMES.en}`, `{quote.stock_code}`).
 */
const LETTER = /\p{L}/u;

/**
 * Words that are the same in every language and so pass: currency codes (ISO 4217 and the coins') and the `x` of a
 * leverage (`10x`).
 */
const SAME_IN_EVERY_LANGUAGE = /(?<!\p{L})(?:USD|USDT|USDC|BTC|ETH|HKD|IDR|x)(?!\p{L})/gu;
const hasWords = (text) => LETTER.test(text.replace(SAME_IN_EVERY_LANGUAGE, ''));

/** Props whose value is shown or read out. */
const VISIBLE_PROPS = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'cancelText',
  'confirmText',
  'content',
  'description',
  'emptyText',
  'extra',
  'label',
  'placeholder',
  'text',
  'title',
  'tooltip',
]);

/** The quoted strings an expression may show: itself, or either branch of a conditional, or either side of ?? / ||. */
function shownStrings(node) {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node];
  if (node.type === 'TemplateLiteral') return node.quasis.some((q) => hasWords(q.value.cooked ?? '')) ? [node] : [];
  if (node.type === 'ConditionalExpression') return [...shownStrings(node.consequent), ...shownStrings(node.alternate)];
  if (node.type === 'LogicalExpression') return [...shownStrings(node.left), ...shownStrings(node.right)];
  return [];
}

const textOf = (node) =>
  node.type === 'Literal' ? String(node.value) : node.quasis.map((q) => q.value.cooked).join('');

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Text users read in JSX comes from the translations (t), not a string in the code' },
    messages: {
      untranslated:
        'Untranslated text "{{text}}": add a key to apps/web/src/i18n/en.ts (and zh-Hant.ts, id.ts) and use t().',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'untranslated', data: { text: text.trim().slice(0, 40) } });
    const check = (expression) => {
      for (const literal of shownStrings(expression)) {
        const text = textOf(literal);
        if (hasWords(text)) report(literal, text);
      }
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') check(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : node.name.name.name;
        if (!VISIBLE_PROPS.has(name) || !node.value) return;
        if (node.value.type === 'Literal') check(node.value);
        else if (node.value.type === 'JSXExpressionContainer') check(node.value.expression);
      },
    };
  },
};

export default { rules: { 'translated-text': rule } };
