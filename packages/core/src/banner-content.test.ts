import { describe, expect, it } from 'vitest';
import { parseCompanyInfoBanner } from './banner-content';

describe('parseCompanyInfoBanner', () => {
  it('takes phone, location and hours', () => {
    expect(
      parseCompanyInfoBanner(
        '{"phone":" (21) 1234-5678 ","location":"Centro","hours":"8h–18h","x":1}',
      ),
    ).toEqual({
      phone: '(21) 1234-5678',
      location: 'Centro',
      hours: '8h–18h',
    });
  });

  it('ignores empty, non-string and malformed values', () => {
    expect(parseCompanyInfoBanner('{"phone":"","location":42}')).toEqual({});
    expect(parseCompanyInfoBanner('não é JSON')).toEqual({});
    expect(parseCompanyInfoBanner('[1,2]')).toEqual({});
    expect(parseCompanyInfoBanner('null')).toEqual({});
  });
});
