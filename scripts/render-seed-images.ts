// Renders the demo pictures of supabase/seed-assets/sources/*.svg (drawn by hand for the seed) to
// the files the local stack uploads into Storage on a fresh database ([storage.buckets.*]
// objects_path in supabase/config.toml): PNG logos and WebP avatars, each in its owner's folder,
// the only place the profiles table accepts them. Chromium (the one Playwright uses) draws the
// SVG with the app's Inter font; run it again after editing a drawing:
//   npx tsx scripts/render-seed-images.ts
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const ASSETS = path.join(__dirname, '..', 'supabase', 'seed-assets');
const INTER = path.join(__dirname, '..', 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');

/** Each drawing, where its file goes (bucket folder / owner id / name) and at what size. */
const IMAGES = [
  { source: 'logo-demo-flor-de-lis.svg', out: 'logos/d0000000-0000-4000-8000-000000000004/logo-demo-flor-de-lis.png', size: 256 },
  { source: 'logo-demo-pulso-digital.svg', out: 'logos/d0000000-0000-4000-8000-000000000006/logo-demo-pulso-digital.png', size: 256 },
  { source: 'avatar-demo-marina-souza.svg', out: 'avatars/d0000000-0000-4000-8000-000000000004/avatar-demo-marina-souza.webp', size: 256 },
  {
    source: 'avatar-demo-juliana-costa.svg',
    out: 'avatars/d0000000-0000-4000-8000-000000000006/avatar-demo-juliana-costa.webp',
    size: 256,
  },
];

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const font = fs.readFileSync(INTER).toString('base64');
    for (const image of IMAGES) {
      const svg = fs.readFileSync(path.join(ASSETS, 'sources', image.source), 'utf8');
      await page.setViewportSize({ width: image.size, height: image.size });
      await page.setContent(`<!doctype html><html><head><style>
        @font-face { font-family: 'Inter Variable'; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
        html, body { margin: 0; background: transparent; }
        svg { display: block; width: ${image.size}px; height: ${image.size}px; }
      </style></head><body>${svg}</body></html>`);
      await page.evaluate(() => document.fonts.ready);
      const png = await page.locator('svg').screenshot({ omitBackground: true, type: 'png' });
      const bytes = image.out.endsWith('.webp')
        ? Buffer.from(
            (
              await page.evaluate(
                async (dataUrl) => {
                  const img = new Image();
                  img.src = dataUrl;
                  await img.decode();
                  const canvas = document.createElement('canvas');
                  canvas.width = img.width;
                  canvas.height = img.height;
                  canvas.getContext('2d')!.drawImage(img, 0, 0);
                  return canvas.toDataURL('image/webp', 0.9);
                },
                `data:image/png;base64,${png.toString('base64')}`,
              )
            ).split(',')[1],
            'base64',
          )
        : png;
      const file = path.join(ASSETS, image.out);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
      console.log(`${image.out}: ${bytes.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(1);
});
