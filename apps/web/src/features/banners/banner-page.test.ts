import { describe, expect, it } from 'vitest';
import { bannerPageOf } from './banner-page';

describe('bannerPageOf', () => {
  it('is the path of an ordinary page', () => {
    expect(bannerPageOf('/')).toBe('/');
    expect(bannerPageOf('/servicos')).toBe('/servicos');
    expect(bannerPageOf('/blog/um-post')).toBe('/blog/um-post');
  });

  it('leaves the code of a private booking link out', () => {
    expect(bannerPageOf('/agendamento/AbC123_-x')).toBe('/agendamento');
    expect(bannerPageOf('/agendar')).toBe('/agendar');
  });
});
