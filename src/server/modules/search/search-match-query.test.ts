import { describe, expect, it } from 'vitest';
import { parseTsQueryBranch, simplifyMatchQuery } from './search-match-query';

describe('match query simplification', () => {
  it('reads the AND chains to_tsquery prints', () => {
    expect(parseTsQueryBranch("'winterjack' & 'schwarz':*")).toEqual([
      { lexeme: 'winterjack', isPrefix: false },
      { lexeme: 'schwarz', isPrefix: true },
    ]);
    expect(parseTsQueryBranch('')).toEqual([]);
    expect(parseTsQueryBranch("'o''brien':*")).toEqual([{ lexeme: "o'brien", isPrefix: true }]);
  });

  it('refuses anything but an AND chain', () => {
    expect(parseTsQueryBranch("'o' <-> 'brien'")).toBeNull();
    expect(parseTsQueryBranch("'a' | 'b'")).toBeNull();
    expect(parseTsQueryBranch("!'a'")).toBeNull();
    expect(parseTsQueryBranch("'a':*A")).toBeNull();
    expect(simplifyMatchQuery(["'o' <-> 'brien' & 'x':*", "'x':*"])).toBeNull();
  });

  it('keeps one of equal branches', () => {
    expect(simplifyMatchQuery(["'sofa':*", "'sofa':*", "'sofa':*"])).toBe("'sofa':*");
  });

  it('drops a branch whose prefix is implied by a shorter one', () => {
    expect(simplifyMatchQuery(["'jack':*", "'jack':*", "'jacke':*"])).toBe("'jack':*");
    expect(simplifyMatchQuery(["'bicycl':*", "'bicycl':*", "'bicycles':*"])).toBe("'bicycl':*");
    expect(simplifyMatchQuery(["'kopfhor':*", "'kopfhörer':*", "'kopfhörer':*"])).toBe(
      "( 'kopfhor':* | 'kopfhörer':* )",
    );
  });

  it('takes shared words out of differing branches', () => {
    expect(
      simplifyMatchQuery([
        "'winterjack' & 'schwarz':*",
        "'winterjack' & 'schwarz':*",
        "'winterjacke' & 'schwarz':*",
      ]),
    ).toBe("'schwarz':* & ( 'winterjack' | 'winterjacke' )");
    expect(simplifyMatchQuery(["'a' & 'b' & 'c':*", "'x' & 'y' & 'c':*"])).toBe(
      "'c':* & ( ( 'a' & 'b' ) | ( 'x' & 'y' ) )",
    );
  });

  it('never drops a branch that only looks similar', () => {
    // An exact word does not imply a longer exact word, nor a prefix it does not start with.
    expect(simplifyMatchQuery(["'jack'", "'jacke':*"])).toBe("( 'jack' | 'jacke':* )");
    // A stopword-only parse is empty and ignored, as || ignores it.
    expect(simplifyMatchQuery(['', "'und':*"])).toBe("'und':*");
    expect(simplifyMatchQuery(['', ''])).toBeNull();
  });

  it('drops a branch with more words than another it implies', () => {
    expect(simplifyMatchQuery(["'gross' & 'jack':*", "'jack':*"])).toBe("'jack':*");
  });
});
