/**
 * News set-up through the real API, for the news spec and the screenshots: staff write and publish a guide about
 * trading AAPL on Bourse (true of the app; no invented market news), tagged with the symbol, with a cover image.
 */
import type { StaffArticle } from '@bourse/contract';
import type { Call } from './api.ts';
import { logInStaff } from './staff.ts';

export const GUIDE = {
  title: 'How a market order on AAPL fills on Bourse',
  body: [
    'Open **Apple Inc. (AAPL)** from Markets or search, then tap **Buy** or **Sell** under the quote.',
    '',
    '- A market buy fills at the ask, and a market sell at the bid, of the simulated feed at that moment.',
    '- A limit order waits until the price reaches your limit, and fills at the limit.',
    '- Stop-loss, take-profit and trailing stops are kept on the server and fire once.',
    '',
    'Prices on Bourse come from a market simulator, not an exchange.',
  ].join('\n'),
  tags: ['AAPL', 'Guides'],
};

/** Publishes the guide with `cover` (PNG bytes) as its image; answers it as staff see it. */
export async function publishGuide(api: Call, cover: Uint8Array): Promise<StaffArticle> {
  const token = await logInStaff(api);
  const { url } = await api('upload', {}, { token, file: { name: 'cover.png', type: 'image/png', data: cover } });
  const draft = await api('staffArticleCreate', { ...GUIDE, coverUrl: url }, { token });
  return api('staffArticlePublish', { id: draft.id }, { token });
}
