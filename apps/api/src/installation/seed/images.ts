import sharp from 'sharp';
import type { Tx } from '../../platform/db/client.ts';
import { files } from '../../platform/db/schema.ts';
import { newFileId } from '../../platform/files/file-id.ts';
import { motifs, type Motif } from './image-motifs.ts';
import { keyed } from './rows.ts';

interface ImageSpec {
  motif: Motif;
  /** Hue of the background gradient; distinct per image so the demo catalogue is easy to tell apart. */
  hue: number;
  logo?: boolean;
}

const PICTURE = { width: 640, height: 400 };
const LOGO = { width: 400, height: 200 };
const THUMB = { width: 80, height: 60 };

const specs = {
  // Kitchen fair, media
  katalogeintrag: { motif: 'pages', hue: 212 },
  'logo-hallenplan': { motif: 'plan', hue: 190 },
  'anzeige-ganzseitig': { motif: 'cover', hue: 265 },
  'anzeige-halbseitig': { motif: 'halfPage', hue: 235 },
  'umschlagseite-u4': { motif: 'cover', hue: 330 },
  'website-banner': { motif: 'browser', hue: 160 },
  newsletter: { motif: 'envelope', hue: 140 },
  'app-push': { motif: 'phone', hue: 285 },
  ausstellersuche: { motif: 'search', hue: 175 },
  // Kitchen fair, order booklet
  teppichboden: { motif: 'carpet', hue: 355 },
  elektroanschluss: { motif: 'bolt', hue: 48 },
  'lounge-paket': { motif: 'sofa', hue: 200 },
  'lounge-paket-tisch': { motif: 'table', hue: 95 },
  'lounge-paket-leuchte': { motif: 'lamp', hue: 250 },
  // Fireplace fair
  'kamin-katalogeintrag': { motif: 'pages', hue: 18 },
  'kamin-logo-hallenplan': { motif: 'plan', hue: 30 },
  'kamin-website-banner': { motif: 'browser', hue: 5 },
  'kamin-newsletter': { motif: 'envelope', hue: 40 },
  // Brand logos
  'logo-muster-kuechen': { motif: 'logoRoof', hue: 205, logo: true },
  'logo-muster-living': { motif: 'logoLeaf', hue: 120, logo: true },
  'logo-nordlicht': { motif: 'logoWave', hue: 195, logo: true },
} satisfies Record<string, ImageSpec>;

export type ImageKey = keyof typeof specs;
export type ImageIds = Record<ImageKey, number>;

export interface RenderedImage {
  key: ImageKey;
  width: number;
  height: number;
  data: Buffer;
  thumb: Buffer;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function svgFor(spec: ImageSpec, width: number, height: number): string {
  const palette = { accent: hslToHex(spec.hue + 180, 70, 55), dark: hslToHex(spec.hue, 45, 22) };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hslToHex(spec.hue, 60, 55)}"/><stop offset="1" stop-color="${hslToHex(spec.hue + 30, 55, 30)}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    ${motifs[spec.motif](palette)}
  </svg>`;
}

async function render(key: ImageKey): Promise<RenderedImage> {
  const spec: ImageSpec = specs[key];
  const { width, height } = spec.logo ? LOGO : PICTURE;
  const data = await sharp(Buffer.from(svgFor(spec, width, height))).png().toBuffer();
  const thumb = await sharp(data).resize(THUMB.width, THUMB.height, { fit: 'cover' }).png().toBuffer();
  return { key, width, height, data, thumb };
}

/** Renders every demo image; done outside the seed transaction because it is the slow part. */
export const renderDemoImages = (): Promise<RenderedImage[]> =>
  Promise.all((Object.keys(specs) as ImageKey[]).map(render));

export async function insertImages(tx: Tx, images: readonly RenderedImage[]): Promise<ImageIds> {
  const rows = await tx
    .insert(files)
    .values(
      images.map((image) => ({
        id: newFileId(),
        origName: `${image.key}.png`,
        mimeType: 'image/png',
        size: image.data.length,
        isImage: true,
        width: image.width,
        height: image.height,
        data: image.data,
        thumb: image.thumb,
        isTemp: false,
      })),
    )
    .returning({ id: files.id });
  return keyed(
    images.map((image) => image.key),
    rows,
  );
}
