import { KycStatus, type User } from '@bourse/contract';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { PushClient } from '../api/push-client';
import { sessionStore } from '../session/session-store';
import { AppRoutes } from './App';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';

/** A screen's first frame, as the app draws it before any data has arrived (English). */
export interface FirstFrame {
  path: string;
  html: string;
  /** Whether someone logged in sees the same frame (else it is shown only to visitors without a session). */
  sameWhenSignedIn: boolean;
}

/** Only to compare the frame a logged-in user would see; it never leaves the build. */
const SAMPLE_USER: User = {
  id: 1,
  name: 'sample',
  phone: '',
  profilePhoto: '',
  userLoginId: 'sample',
  email: 'sample@example.com',
  inviteCode: 'SAMPLE',
  hasPayPassword: false,
  kycStatus: KycStatus.none,
};

const SUSPENSE_MARKS = /<!--\/?\$[!?]?-->/g;

/** The whole app at `path`, rendered once its screen's code has loaded, with every query still pending. */
async function renderApp(path: string): Promise<string> {
  const queryClient = createQueryClient();
  // The frame is drawn, never run: the /push connection is never opened (effects do not run when rendering to HTML).
  const push = new PushClient({
    url: 'ws://first-frame.invalid/push',
    createSocket: () => {
      throw new Error('the first frame opens no connection');
    },
    getToken: sessionStore.getToken,
    onQuotes: () => undefined,
    privateEvents: { parse: () => undefined },
  });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppProviders queryClient={queryClient} push={push}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    // One piece, in order: no boundary sent apart to be swapped in by a script (the frame runs no script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  if (errors.length) throw new Error(`first frame of ${path}: ${String(errors[0])}`, { cause: errors[0] });
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  html += decoder.decode();
  if (/<script|<!--\$\?-->|<!--\$!-->/.test(html)) throw new Error(`first frame of ${path}: not drawn in one piece`);
  // React's Suspense boundary marks are for hydration, which the app does not do: it replaces the frame.
  return html.replace(SUSPENSE_MARKS, '');
}

/**
 * Run at build time (apps/web/first-frames.ts): each path's frame for a visitor, and whether a logged-in user would
 * see the same one. A screen that cannot be drawn this way (it reads the browser while rendering) fails the build.
 */
export async function renderFirstFrames(paths: readonly string[]): Promise<FirstFrame[]> {
  const guest: Record<string, string> = {};
  for (const path of paths) guest[path] = await renderApp(path);
  sessionStore.start({ token: 'first-frame', user: SAMPLE_USER });
  try {
    const frames: FirstFrame[] = [];
    for (const path of paths) {
      const html = guest[path] ?? '';
      frames.push({ path, html, sameWhenSignedIn: (await renderApp(path)) === html });
    }
    return frames;
  } finally {
    sessionStore.clear();
  }
}
