const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'HH:mm' (or 'HH:mm:ss') of a chart time: seconds whose UTC fields are the wall clock the axis reads (the quote charts
 * shift times so that they read as New York's). No Intl, for the reason tick-marks.ts gives.
 */
export function utcClock(time: number, withSeconds = false): string {
  const d = new Date(time * 1000);
  const hm = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return withSeconds ? `${hm}:${pad(d.getUTCSeconds())}` : hm;
}
