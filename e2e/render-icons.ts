/**
 * `node e2e/render-icons.ts`: draws the PNG fallbacks of the favicon (apps/web/public/favicon.svg) in headless
 * Chromium: favicon-32.png, apple-touch-icon.png (180 px) and favicon.ico (the 32 px PNG inside an ICO, for clients
 * that ask /favicon.ico without reading the page). Run it after changing the SVG and commit what it writes.
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

const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  const page = await browser.newPage();
  const render = async (size: number, square = false) => {
    await page.setViewportSize({ width: size, height: size });
    const drawing = square ? svg.replace('rx="14"', 'rx="0"') : svg;
    await page.setContent(
      `<body style="margin:0;background:transparent">${drawing.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `)}</body>`,
    );
    return page.screenshot({ omitBackground: true, type: 'png' });
  };
  const favicon32 = await render(32);
  fs.writeFileSync(path.join(publicDir, 'favicon-32.png'), favicon32);
  fs.writeFileSync(path.join(publicDir, 'favicon.ico'), icoOf(favicon32, 32));
  // iOS rounds the corners itself and fills transparent ones with black: its icon is an opaque square.
  fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await render(180, true));
} finally {
  await browser.close();
}
