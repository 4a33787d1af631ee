import type { ManifestOptions } from 'vite-plugin-pwa';

/** The dark theme's page colour (theme.css `--bourse-bg`), also index.html's theme-color. */
const PAGE_COLOUR = '#0b1220';

/**
 * The web app manifest (`/manifest.webmanifest`): what a phone needs to install Bourse as an app of its own, opening
 * on Markets in a standalone window. The icons are drawn from favicon.svg by `node e2e/render-icons.ts`; the maskable
 * one keeps the drawing inside the central 80 % a launcher may show.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Bourse',
  short_name: 'Bourse',
  description: 'Follow world markets live, trade stocks, indices, forex and commodities, and manage your money.',
  lang: 'en',
  start_url: '/market',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: PAGE_COLOUR,
  background_color: PAGE_COLOUR,
  categories: ['finance'],
  icons: [
    { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
