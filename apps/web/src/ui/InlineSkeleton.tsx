/** A small shimmering bar where a number will be; a span, so it can sit inside text, buttons and paragraphs. */
export function InlineSkeleton({ width = 64 }: { width?: number }) {
  return <span className="adm-skeleton adm-skeleton-animated inline-skeleton" style={{ width }} aria-hidden="true" />;
}
