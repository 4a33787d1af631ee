import { useState } from 'react';

/**
 * The instrument's logo (the server serves a monogram when there is no real one); initials if it fails to load,
 * drawn by CSS so they are not part of the row's text.
 */
export function InstrumentLogo({ url, code, size = 32 }: { url: string; code: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const initials = code.replace(/^[.^]/, '').slice(0, 2).toUpperCase();
  return (
    <span
      className="instrument-logo"
      style={{ width: size, height: size }}
      data-initials={url && !failed ? undefined : initials}
      aria-hidden="true"
    >
      {url && !failed && <img src={url} alt="" loading="lazy" onError={() => setFailed(true)} />}
    </span>
  );
}
