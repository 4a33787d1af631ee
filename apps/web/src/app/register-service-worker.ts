import { registerSW } from 'virtual:pwa-register';
import { appUpdate } from './app-update';

/** A page left open for days still hears of a new deployment. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that vite-plugin-pwa builds (production builds only; main.tsx loads this after the
 * page). A new version is installed in the background and offered to the user (ConnectionNotices), never switched to
 * unasked: accepting it activates the new worker, which takes the page over, and the page reloads into it.
 */
export function registerServiceWorker(): void {
  const activate = registerSW({
    onNeedRefresh: () => appUpdate.offer(() => switchTo(activate)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      window.setInterval(check, CHECK_EVERY_MS);
      // A phone brings the app back from the background rather than opening it again.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError: (error: unknown) => console.error('The service worker could not be registered', error),
  });
}

/** How long the page waits for the new worker to take it over before switching the other way. */
const TAKEOVER_WAIT_MS = 2000;

/**
 * Lets the waiting worker take over, then reloads into the version it holds. The reload is tied to the page's own
 * controller change: the plugin reloads only a page that was already controlled when it registered, so a page opened
 * on the first visit (whose worker installed while it ran) would otherwise stay on the old version.
 *
 * Chromium does not always activate a skip-waiting worker while the old one controls the open page (the e2e spec saw
 * it stay waiting for 30 s, and a plain reload is still answered by the old worker). Then, online, the page
 * unregisters the old worker and reloads: the page comes from the server (the new version), and registering again
 * installs the new worker from the precache it already filled.
 */
function switchTo(activate: (reloadPage: boolean) => Promise<void>): Promise<void> {
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  const switchWithoutTheOldWorker = async () => {
    if (reloading || !navigator.onLine) return;
    await (await navigator.serviceWorker.getRegistration())?.unregister();
    reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  return activate(true).then(() => void window.setTimeout(() => void switchWithoutTheOldWorker(), TAKEOVER_WAIT_MS));
}
