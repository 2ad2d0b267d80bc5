import { describe, expect, it } from 'vitest';
import { coarseUserAgent } from './coarse-user-agent';

describe('coarseUserAgent', () => {
  it('keeps browser family and major version only', () => {
    expect(
      coarseUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36',
      ),
    ).toBe('Chrome 131');
    expect(coarseUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133',
    );
    expect(
      coarseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
      ),
    ).toBe('Edge 131');
    expect(
      coarseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18');
  });

  it('says Other for what it does not know, and nothing for nothing', () => {
    expect(coarseUserAgent('curl/8.5.0')).toBe('Other');
    expect(coarseUserAgent(undefined)).toBeUndefined();
  });
});
