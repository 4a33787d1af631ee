/**
 * A page's path as the route table and the built page's own scripts match it: without trailing slashes ('/my/' is
 * '/my'), the root staying '/'. Plain JavaScript once its types are stripped: index.html's inline scripts embed it as
 * written (`routePath.toString()`, in first-frames.ts and route-preload.ts).
 */
export function routePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
