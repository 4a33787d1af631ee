/** Makes a row object from a row's values, in the order of the names it was made for. */
export type RowMaker = (values: readonly unknown[]) => Record<string, unknown>;

/**
 * A maker of row objects with `names` as their properties, in that order. V8 keeps an object given more than a dozen
 * or so properties one by one under computed names (as node:sqlite builds each row it answers, and as a loop over
 * column names would) as a dictionary: every later read of a property is a hash lookup, and a spread copy of a
 * 25-column row took 3 µs against 36 ns for the same row in fast mode. An object literal compiled once per column
 * list makes rows V8 keeps fast, all of one shape. Duplicate names keep the last value, as node:sqlite does. The
 * names are the columns of the app's own SQL, written into the literal as JSON strings.
 */
export function rowMaker(names: readonly string[]): RowMaker {
  const key = names.join('\u0000');
  let maker = MAKERS.get(key);
  if (!maker) {
    if (names.includes('__proto__')) throw new Error('a column named __proto__ cannot be a row property');
    const fields = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
    maker = new Function('v', `return { ${fields} };`) as RowMaker;
    if (MAKERS.size >= MAKERS_MAX) MAKERS.clear();
    MAKERS.set(key, maker);
  }
  return maker;
}

/**
 * Makers by column list, shared by every statement that answers those columns: statements with lists of varying
 * length (`in (?, ?, …)`) come and go from the statement cache, and each would otherwise compile a maker of its own
 * and run it cold.
 */
const MAKERS = new Map<string, RowMaker>();
const MAKERS_MAX = 1024;
