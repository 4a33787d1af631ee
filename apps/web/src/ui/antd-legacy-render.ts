/**
 * Stands in for rc-util's React 16-18 `render` in the build (vite.config.ts aliases `rc-util/lib/React/render` here).
 * antd-mobile falls back to it only when no render function was set, and the app always sets its own before anything
 * renders (ui/antd-setup.ts, imported first by main.tsx): the real one, with its Babel helpers, would be about 2 KB
 * of compressed script in the first load for nothing (docs/decisions.md, Web delivery).
 */
const unset = (): never => {
  throw new Error('antd-mobile rendered without unstableSetRender (ui/antd-setup.ts)');
};
export const render = unset;
export const unmount = unset;
