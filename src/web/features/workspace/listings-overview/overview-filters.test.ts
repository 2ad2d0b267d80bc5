import { describe, expect, it } from 'vitest';
import { readOverviewFilters, toListingsQuery, writeOverviewFilters } from './overview-filters';

describe('the overview filters in the URL', () => {
  it('reads known values and drops unknown ones', () => {
    const filters = readOverviewFilters(
      new URLSearchParams(
        'q=lamp&status=PUBLISHED,SOLD,ARCHIVED,PUBLISHED&marketplace=ebay:FAILED&from=2026-01-01&to=tomorrow&sort=cheap',
      ),
    );
    expect(filters).toEqual({
      q: 'lamp',
      statuses: ['PUBLISHED', 'ARCHIVED'],
      marketplace: 'ebay:FAILED',
      createdFrom: '2026-01-01',
      createdTo: '',
      sort: 'updated',
    });
    expect(readOverviewFilters(new URLSearchParams('marketplace=amazon')).marketplace).toBe('');
  });

  it('writes them back beside other keys and leaves out defaults and blanks', () => {
    const written = writeOverviewFilters(new URLSearchParams('section=listings&q=old'), {
      q: '  chair ',
      statuses: ['DRAFT', 'NEEDS_ACTION'],
      marketplace: '',
      createdFrom: '',
      createdTo: '2026-02-01',
      sort: 'updated',
    });
    expect(written.toString()).toBe('section=listings&q=chair&status=DRAFT%2CNEEDS_ACTION&to=2026-02-01');
  });

  it('turns them into the API query', () => {
    expect(
      toListingsQuery({
        q: ' lamp ',
        statuses: ['PUBLISHED'],
        marketplace: 'ebay:none',
        createdFrom: '2026-01-01',
        createdTo: '',
        sort: 'price-low',
      }),
    ).toEqual({
      q: 'lamp',
      status: 'PUBLISHED',
      marketplace: 'ebay:none',
      createdFrom: '2026-01-01',
      sort: 'price-low',
    });
  });
});
