import { describe, expect, it } from 'vitest';
import { buildQueryString, buildRequestUrl } from './request-url';

describe('buildRequestUrl', () => {
  it('joins base and path with one slash', () => {
    expect(buildRequestUrl('/api', '/profile')).toBe('/api/profile');
    expect(buildRequestUrl('/api/', 'profile')).toBe('/api/profile');
    expect(buildRequestUrl('http://127.0.0.1:3000/api', '/auth/me')).toBe(
      'http://127.0.0.1:3000/api/auth/me',
    );
  });

  it('appends the query, after an existing one with &', () => {
    expect(buildRequestUrl('/api', '/search', { q: 'lamp' })).toBe('/api/search?q=lamp');
    expect(buildRequestUrl('/api', '/search?sort=new', { q: 'lamp' })).toBe('/api/search?sort=new&q=lamp');
    expect(buildRequestUrl('/api', '/search', { q: '' })).toBe('/api/search');
  });
});

describe('buildQueryString', () => {
  it('skips undefined, null and empty strings but keeps 0 and false', () => {
    expect(buildQueryString({ a: undefined, b: null, c: '', d: 0, e: false, f: 'x y' })).toBe(
      'd=0&e=false&f=x+y',
    );
  });

  it('repeats keys for arrays', () => {
    expect(buildQueryString({ tag: ['a', null, 'b'] })).toBe('tag=a&tag=b');
  });

  it('is empty without a query', () => {
    expect(buildQueryString(undefined)).toBe('');
  });
});
