import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { routes } from './routes';

/**
 * Loads the code of the screens the route table shows at `pathname`, so that the app's first render draws the screen
 * at once instead of a loading step in between (the page already shows the screen's first frame, or the splash).
 */
export function preloadScreensAt(pathname: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const preload = (type as { preload?: unknown } | undefined)?.preload;
    return typeof preload === 'function' ? (preload as () => Promise<unknown>)() : undefined;
  });
  return Promise.all(loads);
}
