import { describe, expect, it } from 'vitest';
import { isRepeatableStatement } from './recovering-pool';

describe('isRepeatableStatement', () => {
  it('repeats plain reads, as Drizzle writes them', () => {
    expect(
      isRepeatableStatement('select "id", "updated_at", "deleted_at" from "listings" where "id" = $1'),
    ).toBe(true);
    expect(isRepeatableStatement('  /* feed */ (select 1) union all (select 2)')).toBe(true);
    expect(
      isRepeatableStatement('with recent as (select id from listings) select count(*) from recent'),
    ).toBe(true);
  });

  it('never repeats writes, locks or statements with effects', () => {
    for (const text of [
      'insert into "orders" ("id") values ($1)',
      'update "listings" set "views" = "views" + 1',
      'with moved as (delete from drafts returning id) select count(*) from moved',
      'select id from listings where id = $1 for update',
      'select id from listings where id = $1 for key share',
      'select * into backup_listings from listings',
      "select nextval('orders_number_seq')",
      "select pg_notify('chat', $1)",
      'select pg_try_advisory_lock(42)',
      "select set_config('app.user', $1, false)",
      'begin',
      'commit',
    ]) {
      expect(isRepeatableStatement(text), text).toBe(false);
    }
  });
});
