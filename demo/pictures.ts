/**
 * Generated product pictures for the demo catalogue: an SVG drawn to look like the piece (ring, chain,
 * bangle, coin, watch...) in its metal, rendered to a 900 x 900 JPEG with sharp. Deterministic per TagNo and view.
 */
import { constants, existsSync } from 'node:fs';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { StockImport } from '../core/stock-schema';
import { WATCH_BRANDS } from './catalogue-groups';
import { BACKDROPS, BUSTS, VELVETS, defs, metalColour, type Look, type MetalKind, type StoneKind } from './draw/kit';
import { bangles, bracelet, anklet } from './draw/wrist';
import { chainPiece, necklaceSet, tikka } from './draw/necklaces';
import { bulkTops, earringPair, mixLot, nosePin } from './draw/ears';
import { coin } from './draw/coin';
import { watch } from './draw/watch';
import { ringAngled, ringFront } from './draw/rings';
import { between, hashString, pick, rngFrom } from './random';

export const PICTURE_SIZE = 900;

/** What the drawing needs from a stock record. */
export type PictureInfo = Pick<StockImport, 'TagNo' | 'ItemName' | 'ItemType'> &
  Partial<Pick<StockImport, 'ItemPriceD' | 'DesignName' | 'Description' | 'StoneDetails' | 'NetWeight' | 'IsMens'>>;

export type PictureKind =
  | 'ring'
  | 'chain'
  | 'pendant'
  | 'necklace'
  | 'bangle'
  | 'bracelet'
  | 'anklet'
  | 'earrings'
  | 'jhumka'
  | 'bulktops'
  | 'nosepin'
  | 'tikka'
  | 'coin'
  | 'watch'
  | 'mix';

const KINDS: [RegExp, PictureKind][] = [
  [/watch/, 'watch'],
  [/coin/, 'coin'],
  [/nose pin/, 'nosepin'],
  [/tikka/, 'tikka'],
  [/jhumk/, 'jhumka'],
  [/bulk tops/, 'bulktops'],
  [/\bmix/, 'mix'],
  [/anklet|ancklet/, 'anklet'],
  [/bangle/, 'bangle'],
  [/bracelet|brasclate/, 'bracelet'],
  [/necklace/, 'necklace'],
  [/pendant/, 'pendant'],
  [/chain/, 'chain'],
  [/earring|tops|stud|hoop/, 'earrings'],
  [/ring|band/, 'ring'],
];

/** The kind of piece, from its item name first, then its display name, then its design. */
export function pictureKind(info: PictureInfo): PictureKind {
  if (info.ItemType === 'Watches') return 'watch';
  for (const source of [info.ItemName, info.ItemPriceD ?? '', info.DesignName ?? '']) {
    const hit = KINDS.find(([re]) => re.test(source.toLowerCase()));
    if (hit) return hit[1];
  }
  return 'pendant';
}

function metalOf(info: PictureInfo, text: string): MetalKind {
  switch (info.ItemType) {
    case 'Silver':
      return /oxidised/.test(text) ? 'oxidised' : 'white';
    case 'Platinum':
    case 'Palladium':
      return 'white';
    case 'Diamond':
      return /white gold/.test(text) ? 'white' : 'gold';
    case 'Artificial':
      return /oxidised/.test(text) ? 'oxidised' : 'brass';
    case 'Watches':
      return /rose/.test(text)
        ? 'rose'
        : /two tone|steel and 18k/.test(text)
          ? 'white'
          : /18k gold/.test(text)
            ? 'gold'
            : 'white';
    default:
      return 'gold';
  }
}

const STONE_BY_TYPE: Record<string, StoneKind> = {
  diamond: 'diamond',
  ruby: 'ruby',
  emerald: 'emerald',
  zircon: 'diamond',
  aqeeq: 'aqeeq',
  feroza: 'feroza',
  sapphire: 'sapphire',
};
const STONE_BY_DESIGN: [RegExp, StoneKind][] = [
  [/aqeeq/, 'aqeeq'],
  [/feroza/, 'feroza'],
  [/yaqoot/, 'ruby'],
  [/neelam/, 'sapphire'],
  [/najaf/, 'quartz'],
  [/onyx/, 'onyx'],
  [/tiger/, 'tigereye'],
  [/pearl/, 'pearl'],
];

function stoneOf(info: PictureInfo, design: string): StoneKind | null {
  const first = info.StoneDetails?.[0]?.StoneTypeName?.toLowerCase();
  if (first && STONE_BY_TYPE[first]) return STONE_BY_TYPE[first];
  return STONE_BY_DESIGN.find(([re]) => re.test(design))?.[1] ?? null;
}

function labelOf(info: PictureInfo, kind: PictureKind): string {
  const name = info.ItemPriceD ?? '';
  if (kind === 'watch') return WATCH_BRANDS.find((b) => name.startsWith(b)) ?? name.split(' ')[0] ?? '';
  if (kind === 'coin') return /1 tola/i.test(name) ? '1 TOLA' : `${info.NetWeight ?? 10} g`;
  return '';
}

export function lookFor(info: PictureInfo, index: number): { kind: PictureKind; look: Look } {
  const kind = pictureKind(info);
  const rng = rngFrom(`${info.TagNo}#${index}`);
  const name = (info.ItemPriceD ?? '').toLowerCase();
  const designName = info.DesignName ?? '';
  const text = `${info.ItemName} ${name} ${designName} ${info.Description ?? ''}`.toLowerCase();
  // The drawing reads its variant from the design; give it the noun too where the design alone says nothing.
  const hint = kind === 'jhumka' ? ' jhumka' : /\btops\b/.test(name) ? ' tops' : '';
  const design = `${designName}${hint}`;
  const kundanish =
    info.ItemType === 'Artificial' || /kundan|jadau|polki|meena|bridal|temple|rani/.test(design.toLowerCase());
  const accents: StoneKind[] = kundanish
    ? pick(rngFrom(`${info.TagNo}:accents`), [
        ['ruby', 'emerald'],
        ['ruby', 'ruby', 'emerald'],
        ['emerald', 'ruby', 'sapphire'],
        ['ruby'],
      ] as StoneKind[][])
    : [];
  return {
    kind,
    look: {
      rng,
      item: rngFrom(`${info.TagNo}:item`),
      design,
      view: index,
      accents,
      text,
      mens: info.IsMens ?? /^men/i.test(info.ItemName),
      stone: stoneOf(info, design.toLowerCase()),
      carats: info.StoneDetails?.[0]?.StoneWeight ?? 0.5,
      metal: metalOf(info, text),
      label: labelOf(info, kind),
    },
  };
}

const BUST_KINDS: PictureKind[] = ['chain', 'pendant', 'necklace'];

function body(kind: PictureKind, look: Look, serial: string): string {
  switch (kind) {
    case 'ring':
      return look.view % 2 === 1 ? ringAngled(look) : ringFront(look);
    case 'chain':
      return chainPiece(look, false);
    case 'pendant':
      return chainPiece(look, true);
    case 'necklace':
      return necklaceSet(look);
    case 'bangle':
      return bangles(look);
    case 'bracelet':
      return bracelet(look);
    case 'anklet':
      return anklet(look);
    case 'earrings':
    case 'jhumka':
      return earringPair(look);
    case 'bulktops':
      return bulkTops(look);
    case 'nosepin':
      return nosePin(look);
    case 'tikka':
      return tikka(look);
    case 'coin':
      return coin(look, serial);
    case 'watch':
      return watch(look);
    case 'mix':
      return mixLot(look, ringFront, (l) => bangles(l, true));
  }
}

/** Where a close-up (view 3) looks, and how close. */
const FOCUS: Partial<Record<PictureKind, [number, number, number]>> = {
  ring: [450, 400, 1.3],
  watch: [450, 450, 1.6],
  earrings: [300, 330, 1.5],
  jhumka: [300, 380, 1.5],
  nosepin: [450, 430, 1.2],
  tikka: [450, 470, 1.35],
  chain: [230, 560, 1.7],
  pendant: [450, 640, 1.7],
  necklace: [450, 560, 1.5],
};
/** Pieces shown on the bust: the third picture is a closer look at it there. */
const BUST_FOCUS: Partial<Record<PictureKind, [number, number, number]>> = {
  chain: [450, 470, 1.6],
  pendant: [450, 560, 1.7],
  necklace: [450, 470, 1.35],
};

/** The SVG of one picture; `index` is the picture's position in the item's gallery (0 = first image). */
export function pictureSvg(info: PictureInfo, index: number): string {
  const { kind, look } = lookFor(info, index);
  const rng = rngFrom(`${info.TagNo}:scene`);
  const onBust = BUST_KINDS.includes(kind) && index % 2 === 0;
  const velvet = index % 4 === 2 && !onBust && kind !== 'coin';
  const bg = velvet ? pick(rng, VELVETS) : pick(rng, BACKDROPS);
  const jitter =
    onBust || kind === 'coin' ? 0 : between(rng, -7, 7) + (index % 4 === 2 ? between(look.rng, -12, 12) : 0);
  let transform = `rotate(${jitter.toFixed(1)} 450 450)`;
  const zoom = (z?: [number, number, number]) =>
    z ? `translate(450 450) scale(${z[2]}) translate(${-z[0]} ${-z[1]}) ` : '';
  if (index % 4 === 3 && kind !== 'coin') transform = zoom(FOCUS[kind] ?? [450, 440, 1.3]) + transform;
  else if (index % 4 === 2 && onBust) transform = zoom(BUST_FOCUS[kind]) + transform;
  else if (index % 4 === 2 && kind !== 'coin') transform = zoom([450, 450, 0.92]) + transform;
  if (kind === 'watch' && index % 4 === 1) transform = `rotate(28 450 450) ${zoom([450, 450, 1.08])}`;
  if ((kind === 'bulktops' || kind === 'mix') && index % 2 === 1)
    transform = `translate(900 0) scale(-1 1) ${transform}`;
  const serial = String(hashString(info.TagNo) % 1_000_000).padStart(6, '0');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 900 900">` +
    defs(look.metal, rngFrom(`${info.TagNo}:metal`), bg, pick(rng, BUSTS)) +
    `<rect width="900" height="900" fill="url(#bg)"/><g transform="${transform}" color="${metalColour(look.metal)}">${body(kind, look, serial)}</g></svg>`
  );
}

/**
 * Renders picture `index` of a stock item as a 900 x 900 JPEG, the format the stock desk stores pictures in too:
 * /Image re-encodes it at the width and in the format asked, so this is an original, never sent as it is. JPEG at
 * quality 90 encodes in about 5 ms where WebP at effort 0 took 13 to 16, a third of a picture's CPU on a first start
 * (docs/decisions/040-first-start.md). Its Huffman tables are the standard ones, not made for each picture: the same
 * pixels, 12% more bytes on disk, about 3.5 ms less CPU a picture (a fifth of it).
 */
export async function renderPicture(info: PictureInfo, index: number): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(info, index)))
    .removeAlpha()
    .jpeg({ quality: 90, optimiseCoding: false })
    .toBuffer();
}

const VIDEO = /\.(mp4|webm|ogg)$/i;

/**
 * The one demo video, a static asset made by make-showcase.ts (the app never needs ffmpeg). It sits beside
 * this module in the source tree; a bundled server finds it under demo/assets from the bundle or the working
 * directory, or at ZEWAR_DEMO_VIDEO.
 */
export function showcaseVideo(): string | undefined {
  const candidates = [
    process.env.ZEWAR_DEMO_VIDEO,
    fileURLToPath(new URL('./assets/showcase.mp4', import.meta.url)),
    fileURLToPath(new URL('../../demo/assets/showcase.mp4', import.meta.url)),
    path.resolve('demo/assets/showcase.mp4'),
  ];
  return candidates.find((file): file is string => !!file && existsSync(file));
}

export interface MediaResult {
  written: number;
  skipped: number;
}

const exists = (file: string) =>
  access(file, constants.F_OK).then(
    () => true,
    () => false,
  );

/** One file of the demo's media: the record it shows, its name, and its place in the record's gallery. */
export interface MediaJob {
  record: PictureInfo;
  name: string;
  index: number;
}

/** Every image and video the records name, in order. */
export function mediaJobs(records: readonly (PictureInfo & Pick<StockImport, 'Images'>)[]): MediaJob[] {
  return records.flatMap((record) => (record.Images ?? []).map((name, index) => ({ record, name, index })));
}

function demoVideo(jobs: readonly MediaJob[], video: string | undefined): string {
  const file = video ?? showcaseVideo() ?? '';
  if (jobs.some((j) => VIDEO.test(j.name)) && !existsSync(file)) {
    throw new Error(
      'Demo video demo/assets/showcase.mp4 not found; copy it beside the server bundle (assets/) or set ZEWAR_DEMO_VIDEO',
    );
  }
  return file;
}

/**
 * Where the demo's media go: the shop's file store (server/services/demo-pictures.ts) or a folder (folderSink). A
 * write must be whole or nothing, so that a half-written file is never served or skipped later; processes writing the
 * same file race harmlessly (the bytes are the same).
 */
export interface MediaSink {
  /** Tells two writes of the same file apart from those of another sink (a folder's path, a store's key). */
  idOf(name: string): string;
  has(name: string): Promise<boolean>;
  write(name: string, data: Buffer): Promise<void>;
}

let partSerial = 0;

/** A folder as a MediaSink: each file written beside its place and renamed. */
export function folderSink(dir: string): MediaSink {
  return {
    idOf: (name) => path.join(dir, path.basename(name)),
    has: (name) => exists(path.join(dir, path.basename(name))),
    async write(name, data) {
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, path.basename(name));
      const partial = `${target}.${process.pid}-${++partSerial}.part`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
  };
}

/** The files being written by this process, so that two callers (the background job, a request) write one once. */
const writing = new Map<string, Promise<boolean>>();

/**
 * Writes one image (drawn) or video (a copy of `video`) into `sink` unless it is there already; resolves true when
 * this call or one running beside it wrote it.
 */
export function writeMediaFile(job: MediaJob, sink: MediaSink, video?: string): Promise<boolean> {
  const id = sink.idOf(job.name);
  const running = writing.get(id);
  if (running) return running;
  const write = (async () => {
    if (await sink.has(job.name)) return false;
    const data = VIDEO.test(job.name)
      ? await readFile(demoVideo([job], video))
      : await renderPicture(job.record, job.index);
    await sink.write(job.name, data);
    return true;
  })().finally(() => writing.delete(id));
  writing.set(id, write);
  return write;
}

/**
 * Writes every image (and video) named by the records into `sink`, skipping files already there.
 * Pictures are rendered `concurrency` (4) at a time, in the records' order or `fromEnd` (so that a second drawer
 * beside a first meets it half way); videos are copies of the showcase clip. With `signal`, the
 * workers take no new file once it is aborted (the files written so far stay; a later call writes the rest).
 */
export async function writeDemoMedia(
  records: readonly (PictureInfo & Pick<StockImport, 'Images'>)[],
  sink: MediaSink,
  opts: { concurrency?: number; video?: string; signal?: AbortSignal; fromEnd?: boolean } = {},
): Promise<MediaResult> {
  const jobs = mediaJobs(records);
  const video = demoVideo(jobs, opts.video);
  const result: MediaResult = { written: 0, skipped: 0 };
  // One queue shared by the workers: each takes the next job when it is free.
  const queue = (opts.fromEnd ? [...jobs].reverse() : jobs).values();
  const worker = async () => {
    for (const job of queue) {
      if (opts.signal?.aborted) return;
      if (await writeMediaFile(job, sink, video)) result.written++;
      else result.skipped++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));
  return result;
}
