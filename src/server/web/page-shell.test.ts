import { describe, expect, it } from 'vitest';
import { withFontPreload } from './page-shell';

const html = '<head>\n    <title>Kleinkram</title>\n    <style>…</style>\n  </head>';

describe('the font preload of the page shell (ADR 091)', () => {
  it("preloads the Latin face the stylesheet names, right after the title, for the font's CORS fetch", () => {
    const css =
      '@font-face{src:url(/assets/inter-greek-wght-normal-Ck.woff2)format("woff2")}@font-face{src:url(/assets/inter-latin-wght-normal-Dx4k_J-l.woff2)format("woff2-variations")}';
    expect(withFontPreload(html, css)).toContain(
      '</title>\n    <link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-wght-normal-Dx4k_J-l.woff2" crossorigin>',
    );
  });

  it('leaves the shell alone when the stylesheet names no Latin face', () => {
    expect(withFontPreload(html, '@font-face{src:url(/assets/other.woff2)}')).toBe(html);
  });
});
