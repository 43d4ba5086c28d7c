/**
 * Regenerates demo/assets/showcase.mp4, the one clip the demo catalogue uses for its videos: a diamond
 * ring picture slowly zooming in (3 s, 480 x 480, H.264). Needs ffmpeg; the app itself never does.
 *   npx tsx demo/make-showcase.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoCatalogue } from './catalogue';
import { pictureSvg } from './pictures';

const ring = demoCatalogue().find((r) => r.ItemType === 'Diamond' && r.DesignName === 'Three Stone');
if (!ring) throw new Error('no diamond ring in the demo catalogue');
const SHOWCASE_VIDEO = fileURLToPath(new URL('./assets/showcase.mp4', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'zewar-showcase-'));
try {
  const still = path.join(dir, 'ring.png');
  await sharp(Buffer.from(pictureSvg(ring, 0)))
    .removeAlpha()
    .png()
    .toFile(still);
  const zoom = "zoompan=z='1+0.25*on/71':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)-on*1.2':d=72:s=480x480:fps=24";
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-i',
      still,
      '-vf',
      `scale=1800:1800,${zoom},format=yuv420p`,
      '-frames:v',
      '72',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '30',
      '-profile:v',
      'main',
      '-movflags',
      '+faststart',
      '-an',
      SHOWCASE_VIDEO,
    ],
    { stdio: 'inherit' },
  );
  console.log(`${SHOWCASE_VIDEO}: ${statSync(SHOWCASE_VIDEO).size} bytes`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
