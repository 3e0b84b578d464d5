/** Header overrides carried by the `company_info` banner's JSON content. */
export interface CompanyInfoOverride {
  phone?: string;
  location?: string;
  hours?: string;
}

/**
 * Reads the company_info banner's JSON without a schema library, so public pages do not
 * download one: only non-empty string fields are taken; anything malformed gives no override.
 */
export function parseCompanyInfoBanner(content: string): CompanyInfoOverride {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const record = parsed as Record<string, unknown>;
  const override: CompanyInfoOverride = {};
  for (const key of ['phone', 'location', 'hours'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') override[key] = value.trim();
  }
  return override;
}
