/**
 * The platform's own announcements, seeded on every start (once). They are written by this project and say only
 * what is true of Bourse itself; the news tab carries no invented market news. Times are fixed so every node and
 * every restart stores the same rows.
 */
export interface Announcement {
  slug: string;
  title: string;
  body: string;
  tags: string[];
  publishedAt: number;
}

const TAGS = ['Announcements'];

export const ANNOUNCEMENTS: readonly Announcement[] = [
  {
    slug: 'welcome',
    title: 'Welcome to Bourse',
    tags: TAGS,
    publishedAt: Date.UTC(2026, 10, 20, 9, 0),
    body: [
      'Bourse is a trading app for your phone. From the **Markets** tab you can follow US, Hong Kong and Indonesian',
      'stocks, world indices, futures, forex pairs and bonds, open any instrument for its quote and charts, and add it',
      'to your watchlist with the star.',
      '',
      'The five tabs at the bottom are Markets, Collect (your watchlist), Order (your positions and orders), News and',
      'Setting (your account and money).',
    ].join('\n'),
  },
  {
    slug: 'simulated-prices',
    title: 'Prices on Bourse come from a market simulator',
    tags: TAGS,
    publishedAt: Date.UTC(2026, 10, 20, 9, 5),
    body: [
      'The prices you see in Bourse are produced by a **market simulator**, not an exchange. Quotes, charts and the',
      'prices orders fill at all come from it, and every quote screen says so at the bottom.',
      '',
      'Use Bourse to learn how orders, margin and stops behave; do not read its prices as the market.',
    ].join('\n'),
  },
  {
    slug: 'funding-reviewed',
    title: 'Deposits and withdrawals are reviewed by our staff',
    tags: TAGS,
    publishedAt: Date.UTC(2026, 10, 22, 9, 0),
    body: [
      'You can deposit by bank transfer or in digital currency, and withdraw to a bank card or a crypto address.',
      '',
      '- A deposit reaches your Balance when a member of staff approves it.',
      '- A withdrawal is frozen in your Balance as soon as you ask, and paid when staff approve it; if it is rejected,',
      '  the amount returns to your Balance and you see the reason.',
      '- Withdrawals are confirmed with your 6-digit pay password, which you set under Setting.',
      '',
      'Every staff decision is recorded with who made it and when.',
    ].join('\n'),
  },
  {
    slug: 'stops-on-the-server',
    title: 'Stop-loss, take-profit and trailing stops are kept on the server',
    tags: TAGS,
    publishedAt: Date.UTC(2026, 10, 23, 9, 0),
    body: [
      'When you open a position you can set a stop-loss, a take-profit and a trailing stop. They are kept and watched',
      'by the server, so they work while the app is closed, and each one fires once.',
      '',
      'Your account is also watched for a margin call when its margin level falls to 100 % and a stop-out below 50 %.',
    ].join('\n'),
  },
];
