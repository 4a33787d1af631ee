/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** API origin; empty or unset for the same origin. */
  readonly VITE_API_BASE?: string;
  /** Customer service address behind the My screen's support icon; support@bourse.local when unset. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:world-map-shape' {
  /** The world map drawn at build time (world-map-shape.ts). */
  const shape: import('./features/market/world-map').WorldMapShape;
  export default shape;
}

declare module 'virtual:bourse-endpoint-index' {
  /** Every endpoint's call fields as plain data, its output schema loaded on first use (apps/web/endpoint-index.ts). */
  const endpointIndex: import('./api/client').ClientRegistry<import('@bourse/contract').Endpoints>;
  export { endpointIndex };
}
