import type { Page } from 'playwright-core';

/** What a visitor sees of the page at one moment, measured, not guessed from class names. */
export interface ScreenSample {
  /** ms since the page's navigation started. */
  at: number;
  /** Share of the viewport (0–1) under fixed layers: bars, cards, floating buttons, backdrops. */
  covered: number;
  /** Share of the sticky header's visible area that some fixed layer is drawn over (0–1). */
  headerCovered: number;
  /** Height of the sticky header in px, 0 when it is not on screen. */
  headerHeight: number;
  /** Fixed layers covering a tenth of the screen or more (class names). */
  largeLayers: string[];
  /** Pairs of fixed layers whose boxes intersect ("a × b"). */
  overlaps: string[];
  /** The cookie consent bar is on screen. */
  consentOpen: boolean;
  /** Share of the viewport (0–1) the consent bar takes. */
  consentShare: number;
  /** Popups on screen. */
  popups: number;
}

/**
 * Samples the screen in the page: every fixed-position layer that is visible (its outermost
 * fixed element, so a dialog and its backdrop count once), the union of their boxes on a 5 px
 * grid, their pairwise overlaps, and how much of the header they hide. The header itself is
 * sticky, part of the page, and never counted as a layer.
 */
export function sampleScreen(page: Page): Promise<ScreenSample> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const hasFixedAncestor = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).position === 'fixed') return true;
      }
      return false;
    };
    const clip = (box: DOMRect) => ({
      left: Math.max(box.left, 0),
      top: Math.max(box.top, 0),
      right: Math.min(box.right, width),
      bottom: Math.min(box.bottom, height),
    });
    type Box = ReturnType<typeof clip> & { name: string };
    const layers: Box[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (getComputedStyle(element).position !== 'fixed' || hasFixedAncestor(element)) continue;
      if (!shown(element)) continue;
      const box = clip(element.getBoundingClientRect());
      if (box.right <= box.left || box.bottom <= box.top) continue;
      const name = element.className.toString().split(' ')[0] || element.tagName.toLowerCase();
      layers.push({ ...box, name });
    }
    // Skip links and screen-reader-only text are fixed but 1 px or off screen until focused.
    const real = layers.filter((box) => box.right - box.left > 2 && box.bottom - box.top > 2);

    const inside = (x: number, y: number, box: Box) =>
      x >= box.left && x < box.right && y >= box.top && y < box.bottom;
    const step = 5;
    let hits = 0;
    let points = 0;
    for (let y = step / 2; y < height; y += step) {
      for (let x = step / 2; x < width; x += step) {
        points += 1;
        if (real.some((box) => inside(x, y, box))) hits += 1;
      }
    }

    const header = document.querySelector('.site-header');
    let headerCovered = 0;
    let headerHeight = 0;
    if (header) {
      const box = clip(header.getBoundingClientRect());
      if (box.bottom > box.top) {
        headerHeight = header.getBoundingClientRect().height;
        let headerPoints = 0;
        let headerHits = 0;
        for (let y = box.top + 1; y < box.bottom; y += 4) {
          for (let x = box.left + 1; x < box.right; x += 4) {
            headerPoints += 1;
            if (real.some((layer) => inside(x, y, layer))) headerHits += 1;
          }
        }
        headerCovered = headerPoints ? headerHits / headerPoints : 0;
      }
    }

    const area = (box: Box) => (box.right - box.left) * (box.bottom - box.top);
    const overlaps: string[] = [];
    for (let i = 0; i < real.length; i += 1) {
      for (let j = i + 1; j < real.length; j += 1) {
        const a = real[i] as Box;
        const b = real[j] as Box;
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        if (!apart) overlaps.push(`${a.name} × ${b.name}`);
      }
    }

    const banner = document.querySelector('.cookie-banner');
    const bannerBox = banner ? clip(banner.getBoundingClientRect()) : null;
    return {
      consentShare: bannerBox
        ? (Math.max(0, bannerBox.right - bannerBox.left) *
            Math.max(0, bannerBox.bottom - bannerBox.top)) /
          (width * height)
        : 0,
      at: performance.now(),
      covered: points ? hits / points : 0,
      headerCovered,
      headerHeight,
      largeLayers: real.filter((box) => area(box) >= (width * height) / 10).map((box) => box.name),
      overlaps,
      consentOpen: banner !== null && shown(banner),
      popups: [...document.querySelectorAll('.popup')].filter(shown).length,
    };
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples the screen every `everyMs` until the page is `untilMs` old (navigation start). */
export async function watchScreen(
  page: Page,
  untilMs: number,
  everyMs = 400,
): Promise<ScreenSample[]> {
  const samples: ScreenSample[] = [];
  for (;;) {
    const next = await sampleScreen(page);
    samples.push(next);
    if (next.at >= untilMs) return samples;
    await sleep(everyMs);
  }
}

/** A short, readable line per sample for failure messages. */
export function describeSample(sample: ScreenSample): string {
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return `${Math.round(sample.at)} ms: ${percent(sample.covered)} covered, header ${percent(
    sample.headerCovered,
  )} covered, large [${sample.largeLayers.join(', ')}], overlaps [${sample.overlaps.join(', ')}]`;
}
