import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { SHARE_IMAGE } from '@oficina/core';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import sharp from 'sharp';

/** What a share image says. */
export interface ShareCard {
  /** Small, beside the mark at the top: the site's name (the place, on the home page). */
  kicker: string;
  /** Large, in the middle: the page's or post's title. */
  title: string;
  /** Under the title (the home page's description). */
  subtitle?: string;
  /** A small tag beside the kicker ("Blog" on posts). */
  tag?: string;
  /** Bottom line: the site's address. */
  footer: string;
  /** The picture path the page shows (a post's cover): drawn behind the text when readable. */
  cover?: string;
}

/**
 * The site's dark theme (apps/web/src/styles/tokens.css): no colour is stored with the company,
 * so the picture wears the colours visitors see on the site.
 */
const COLOURS = {
  from: '#0b2545',
  to: '#0a1628',
  text: '#e8f1fb',
  muted: '#a9bed8',
  accent: '#5fd4f0',
  markBg: '#13315c',
};

/** The snowflake of the default logo (apps/server/public/media/logo.svg), in the accent colour. */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80">' +
  `<circle cx="40" cy="40" r="40" fill="${COLOURS.markBg}"/>` +
  '<path transform="translate(40 40)" d="M0 0L0 -25M-5.3 -18.3L0 -13L5.3 -18.3M-3.2 -23.2L0 -20L3.2 -23.2M0 0L21.7 -12.5M13.2 -13.7L11.3 -6.5L18.5 -4.6M18.5 -14.3L17.3 -10L21.7 -8.8M0 0L21.7 12.5M18.5 4.6L11.3 6.5L13.2 13.7M21.7 8.8L17.3 10L18.5 14.3M0 0L0 25M5.3 18.3L0 13L-5.3 18.3M3.2 23.2L0 20L-3.2 23.2M0 0L-21.7 12.5M-13.2 13.7L-11.3 6.5L-18.5 4.6M-18.5 14.3L-17.3 10L-21.7 8.8M0 0L-21.7 -12.5M-18.5 -4.6L-11.3 -6.5L-13.2 -13.7M-21.7 -8.8L-17.3 -10L-18.5 -14.3" ' +
  `fill="none" stroke="${COLOURS.accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const MARK = `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString('base64')}`;

/**
 * Inter (SIL Open Font License, the @fontsource/inter package), read from node_modules like any
 * dependency, so the bundled server finds it in the image too. WOFF, not WOFF2: satori reads
 * only TTF, OTF and WOFF. The Latin subsets cover Portuguese; latin-ext the rarer accents.
 */
const FONT_FILES = [
  { name: 'Inter', file: 'inter-latin-400-normal.woff', weight: 400 },
  { name: 'Inter', file: 'inter-latin-700-normal.woff', weight: 700 },
  { name: 'Inter Ext', file: 'inter-latin-ext-400-normal.woff', weight: 400 },
  { name: 'Inter Ext', file: 'inter-latin-ext-700-normal.woff', weight: 700 },
] as const;
/** Each subset under its own name: a glyph missing from the first is looked up in the next. */
const FONT_FAMILY = 'Inter, "Inter Ext"';

const resolveModule = createRequire(import.meta.url).resolve;
let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, file, weight }) => ({
      name,
      data: await readFile(resolveModule(`@fontsource/inter/files/${file}`)),
      weight,
      style: 'normal' as const,
    })),
  ).catch((error: unknown) => {
    fonts = undefined; // a later render tries again
    throw error;
  });
  return fonts;
}

/**
 * Text the font can draw: emoji and control characters would come out as empty boxes, so they
 * go, and runs of spaces fold into one.
 */
export function drawableText(text: string, max: number): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .replace(/\p{Extended_Pictographic}|\p{Cc}|\p{Cf}|\p{Variation_Selector}|\u{20E3}/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const cut = chars.slice(0, max - 1).join('');
  // At a word boundary when there is one not too far back.
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:—–-]+$/, '')}…`;
}

type Style = Record<string, string | number>;
interface Element {
  type: string;
  props: { style?: Style; children?: Array<Element | string> | Element | string } & Record<
    string,
    unknown
  >;
}

const box = (style: Style, children: Element['props']['children'] = []): Element => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** Height of the accent bar along the bottom edge. */
const BAR_HEIGHT = 12;

/**
 * Where a cover goes: the right part of the picture, beside the text, so any photo keeps the
 * title legible without a shade over it (and a cover with words of its own does not collide
 * with the title). cover-picture.ts cuts covers to this frame.
 */
export const COVER_FRAME = { width: 500, height: SHARE_IMAGE.height - BAR_HEIGHT } as const;

/** Title sizes for the full width, and for the narrower column beside a cover. */
function titleSize(title: string, besideCover: boolean): number {
  const length = [...title].length;
  const [short, medium, long, longest] = besideCover ? [64, 52, 44, 38] : [84, 68, 56, 46];
  if (length <= 28) return short;
  if (length <= 56) return medium;
  if (length <= 90) return long;
  return longest;
}

function layout(card: ShareCard, picture: string | null): Element {
  const title = drawableText(card.title, 140);
  const kicker = drawableText(card.kicker, 60);
  const subtitle = card.subtitle ? drawableText(card.subtitle, 150) : '';
  const tag = card.tag ? drawableText(card.tag, 20) : '';
  const footer = drawableText(card.footer, 70);
  return box(
    {
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      backgroundImage: `linear-gradient(135deg, ${COLOURS.from}, ${COLOURS.to})`,
      color: COLOURS.text,
      fontFamily: FONT_FAMILY,
    },
    [
      box({ flexGrow: 1 }, [
        box(
          {
            flexGrow: 1,
            flexDirection: 'column',
            justifyContent: 'space-between',
            paddingTop: 60,
            paddingBottom: 48,
            paddingLeft: 80,
            paddingRight: 80,
          },
          [
            box({ alignItems: 'center' }, [
              {
                type: 'img',
                // Round whatever the kicker's length: the text wraps, the mark keeps its size.
                props: { src: MARK, width: 72, height: 72, style: { flexShrink: 0 } },
              },
              box({ marginLeft: 24, fontSize: picture ? 28 : 34, fontWeight: 700 }, kicker),
              ...(tag
                ? [
                    box(
                      {
                        marginLeft: 20,
                        paddingTop: 6,
                        paddingBottom: 6,
                        paddingLeft: 18,
                        paddingRight: 18,
                        borderRadius: 999,
                        border: `2px solid ${COLOURS.accent}`,
                        color: COLOURS.accent,
                        fontSize: 24,
                        fontWeight: 700,
                      },
                      tag,
                    ),
                  ]
                : []),
            ]),
            box({ flexDirection: 'column' }, [
              box(
                {
                  fontSize: titleSize(title, picture !== null),
                  fontWeight: 700,
                  lineHeight: 1.15,
                  letterSpacing: '-0.02em',
                },
                title,
              ),
              ...(subtitle
                ? [
                    box(
                      { marginTop: 28, fontSize: 32, lineHeight: 1.35, color: COLOURS.muted },
                      subtitle,
                    ),
                  ]
                : []),
            ]),
            box({ fontSize: 28, fontWeight: 700, color: COLOURS.accent }, footer),
          ],
        ),
        ...(picture
          ? [
              {
                type: 'img',
                props: {
                  src: picture,
                  width: COVER_FRAME.width,
                  height: COVER_FRAME.height,
                  // The text column gives way, never the picture.
                  style: { flexShrink: 0 },
                },
              },
            ]
          : []),
      ]),
      box({ height: BAR_HEIGHT, backgroundColor: COLOURS.accent }),
    ],
  );
}

/**
 * The card as a 1200×630 PNG, over `picture` (a data URL cut to the frame, see
 * cover-picture.ts) when there is one.
 */
export async function drawShareCard(
  card: ShareCard,
  picture: string | null = null,
): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  // satori types its input as a React node; these plain elements are what JSX would make.
  const svg = await satori(layout(card, picture) as never, {
    width,
    height,
    fonts: await loadFonts(),
  });
  // Rasterised on libuv's thread pool, off the event loop.
  const png = (await renderAsync(svg, { fitTo: { mode: 'width', value: width } })).asPng();
  if (!picture) return png;
  // A photo in a lossless PNG weighs about a megabyte; a 256-colour palette (libimagequant,
  // dithered) keeps it a few hundred KB, which previews load quickly and crawlers accept.
  return sharp(png).png({ palette: true, quality: 85, compressionLevel: 9 }).toBuffer();
}
