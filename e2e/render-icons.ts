/**
 * `node e2e/render-icons.ts`: draws the PNG fallbacks of the favicon (apps/web/public/favicon.svg) in headless
 * Chromium: favicon-32.png, apple-touch-icon.png (180 px), favicon.ico (the 32 px PNG inside an ICO, for clients
 * that ask /favicon.ico without reading the page) and the web app manifest's icons (pwa-192.png, pwa-512.png and
 * pwa-maskable-512.png). Run it after changing the SVG and commit what it writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './playwright.config.ts';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** An ICO holding one PNG image (Windows Vista and every browser since read PNG inside ICO). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image starts right after this header
  return Buffer.concat([header, png]);
}

/** The drawing on an opaque square with no rounded corners. */
const squared = (drawing: string) => drawing.replace('rx="14"', 'rx="0"');

/**
 * A launcher may cut a maskable icon to any shape holding the central circle of 80 % of its width: the background
 * fills the square and the bars and line shrink to 78 % about the centre, so their farthest corner (30.4 units from
 * the centre of 64) stays within that circle's 25.6.
 */
const maskable = (drawing: string) =>
  squared(drawing)
    .replace('<g fill=', '<g transform="translate(32 32) scale(0.78) translate(-32 -31)"><g fill=')
    .replace('</svg>', '</g></svg>');

const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  const page = await browser.newPage();
  const render = async (size: number, shape: 'rounded' | 'square' | 'maskable' = 'rounded') => {
    await page.setViewportSize({ width: size, height: size });
    const drawing = shape === 'maskable' ? maskable(svg) : shape === 'square' ? squared(svg) : svg;
    await page.setContent(
      `<body style="margin:0;background:transparent">${drawing.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `)}</body>`,
    );
    return page.screenshot({ omitBackground: true, type: 'png' });
  };
  const favicon32 = await render(32);
  fs.writeFileSync(path.join(publicDir, 'favicon-32.png'), favicon32);
  fs.writeFileSync(path.join(publicDir, 'favicon.ico'), icoOf(favicon32, 32));
  // iOS rounds the corners itself and fills transparent ones with black: its icon is an opaque square.
  fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await render(180, 'square'));
  fs.writeFileSync(path.join(publicDir, 'pwa-192.png'), await render(192));
  fs.writeFileSync(path.join(publicDir, 'pwa-512.png'), await render(512));
  fs.writeFileSync(path.join(publicDir, 'pwa-maskable-512.png'), await render(512, 'maskable'));
} finally {
  await browser.close();
}
