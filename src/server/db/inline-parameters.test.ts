import { describe, expect, it } from 'vitest';
import { inlineParameters } from './inline-parameters';

describe('inlineParameters', () => {
  it('replaces each placeholder with its value as an escaped literal', () => {
    expect(inlineParameters('SELECT $1::int, $2, $10', [5, "O'Brien", null, 4, 5, 6, 7, 8, 9, 'ten'])).toBe(
      "SELECT '5'::int, 'O''Brien', 'ten'",
    );
  });

  it('escapes backslashes as an E-string, so a value cannot end its literal early', () => {
    expect(inlineParameters('SELECT $1', ["a\\' OR 1=1 --"])).toBe("SELECT  E'a\\\\'' OR 1=1 --'");
  });

  it('renders arrays, dates, booleans and null as pg sends them', () => {
    const date = new Date('2026-11-27T12:00:00.000Z');
    const text = inlineParameters('$1 $2 $3 $4', [['a', 'b"c'], date, true, undefined]);
    expect(text.startsWith(`'{"a","b\\\\"c"}'`) || text.startsWith(` E'{"a","b\\\\"c"}'`)).toBe(true);
    expect(text).toContain("'true' NULL");
    expect(text).toMatch(/'2026-11-2\d[T ]\d\d:\d\d:\d\d\.000[+-]\d\d:\d\d'/);
  });

  it('leaves placeholders-like text inside literals, identifiers, comments and dollar quotes alone', () => {
    const statement = `SELECT '$1', "col$1", E'it\\'s $1', $tag$ $1 $tag$, $$ $2 $$ -- $1
      /* $2 */ FROM t WHERE a = $1 AND b$1 = $2`;
    expect(
      inlineParameters(statement, ['x', 'y']),
    ).toBe(`SELECT '$1', "col$1", E'it\\'s $1', $tag$ $1 $tag$, $$ $2 $$ -- $1
      /* $2 */ FROM t WHERE a = 'x' AND b$1 = 'y'`);
  });

  it('refuses a placeholder without a value and unterminated text', () => {
    expect(() => inlineParameters('SELECT $2', ['only one'])).toThrow(/\$2 of 1/);
    expect(() => inlineParameters("SELECT 'open", [])).toThrow(/unterminated/);
    expect(() => inlineParameters('SELECT $q$ open', [])).toThrow(/unterminated/);
  });
});
