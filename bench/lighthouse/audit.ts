import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RouteAudit {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript over the wire: compressed bodies as served, plus their response headers. */
  scriptBytes: number;
  /** Audits of any category that did not pass, with their score, for the report below the table. */
  failing: { id: string; title: string; score: number }[];
  /** The whole Lighthouse report (JSON), for --save. */
  report: string;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  lighthouseVersion: string;
  /** The browser Lighthouse drove, as it reported itself. */
  userAgent: string;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/**
 * Lighthouse's default configuration (the mobile preset: a Moto G Power screen, slow 4G, simulated
 * throttling), with the CPU slowdown given: 4 is Lighthouse's own default, 8 stands for a cheaper
 * phone than the one it models.
 */
export async function auditRoute(
  url: string,
  port: number,
  cpuSlowdown: number,
): Promise<RouteAudit> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    {
      extends: 'lighthouse:default',
      settings: {
        throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown)
    throw new Error(`${url}: Lighthouse ran at another CPU slowdown than ${cpuSlowdown}×`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })
    ?.items ?? []) as NetworkRequest[];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const auditIds = new Set(
    CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs.map((ref) => ref.id) ?? []),
  );
  const failing = [...auditIds]
    .map((id) => lhr.audits[id])
    .filter(
      (audit): audit is NonNullable<typeof audit> =>
        !!audit &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score ?? 0 }));
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes,
    failing,
    report: typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}
