import { type ComponentProps, type ComponentType, lazy, type ReactNode } from 'react';
import { loadScreenTexts } from '../i18n';
import { loadOnce } from './load-once';

/** Any component, as React.lazy's own signature takes it (a screen's props are whatever it declares). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React.lazy itself uses
type AnyComponent = ComponentType<any>;

/** A screen whose code loads on first render, or earlier with `preload()`. */
export type LazyScreen<C extends AnyComponent> = ((props: ComponentProps<C>) => ReactNode) & {
  /** Starts loading the screen's code now (the tab screens warm up this way after the first paint). */
  preload: () => Promise<unknown>;
};

export interface LazyScreenOptions {
  /**
   * The screen uses only the first load's texts (i18n/en.ts), so it does not wait for the other screens' English
   * (`loadScreenTexts`): /market and what it loads. first-load-texts.test.ts checks what such a screen uses.
   */
  firstLoadTexts?: boolean;
}

/**
 * `lazyScreen(() => import('../features/trade'), 'TradeScreen')`: the named screen of a feature's public file, in a
 * chunk of its own that loads on first use (React.lazy, so the nearest Suspense boundary shows meanwhile), together
 * with the English of the screens beyond the first load. Once both have arrived, by a render or by `preload()`, the
 * screen renders at once, with no Suspense step. A failed load is tried again on the next render rather than kept.
 */
export function lazyScreen<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  options: LazyScreenOptions = {},
): LazyScreen<M[K]> {
  let loaded: M | undefined;
  const texts = options.firstLoadTexts ? () => Promise.resolve() : loadScreenTexts;
  const once = loadOnce(() => Promise.all([load(), texts()]).then(([module]) => (loaded = module)));
  const Pending = lazy(async () => ({ default: (await once())[name] }));
  function Screen(props: ComponentProps<M[K]>) {
    const Loaded = loaded?.[name];
    return Loaded ? <Loaded {...props} /> : <Pending {...props} />;
  }
  Screen.displayName = `lazyScreen(${name})`;
  return Object.assign(Screen, { preload: once });
}
