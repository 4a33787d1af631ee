import { describe, expect, it } from 'vitest';
import { routePath } from './route-path';

describe('a page path as routes match it', () => {
  it('drops trailing slashes and keeps the root', () => {
    expect(routePath('/my/')).toBe('/my');
    expect(routePath('/market//')).toBe('/market');
    expect(routePath('/quote/stock')).toBe('/quote/stock');
    expect(routePath('/')).toBe('/');
    expect(routePath('//')).toBe('/');
  });

  it('runs on its own, as the page’s inline scripts embed its text', () => {
    const embedded = new Function(`return ${routePath.toString()}`)() as typeof routePath;
    expect(embedded('/news/')).toBe('/news');
  });
});
