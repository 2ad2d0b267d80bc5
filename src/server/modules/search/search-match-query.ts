/**
 * The tsquery a search matches with, simplified so the GIN index scans each posting list once.
 *
 * A search's text is parsed with the German, English and simple configurations and the three are
 * ORed (ADR 023): "sofa" becomes 'sofa':* | 'sofa':* | 'sofa':*, "jacke" 'jack':* | 'jack':* |
 * 'jacke':*. GIN does not merge equal prefix entries of a tsquery, so it expanded and decoded the
 * same prefix three times (24 ms of 25 for "sofa" at 1,000,000 listings). This keeps the set of
 * matches exactly the same and only drops what is implied:
 *
 * - a branch whose every word implies a word of another branch matches a subset of that branch and
 *   goes ('jacke':* implies 'jack':*, an exact 'sofa' implies 'sofa':*, equal branches go once);
 * - words every remaining branch shares are taken out once: ('winterjack' & 'schwarz':*) |
 *   ('winterjacke' & 'schwarz':*) becomes 'schwarz':* & ('winterjack' | 'winterjacke').
 *
 * Ranking keeps the full query (ts_rank counts each distinct item), so the order is unchanged.
 */

interface Term {
  lexeme: string;
  isPrefix: boolean;
}

type Branch = Term[];

/**
 * A to_tsquery result of an AND chain of lexemes, as PostgreSQL prints it ('a' & 'b':*); null for
 * anything else (phrases, weights, NOT), so the caller keeps the unsimplified query.
 */
export function parseTsQueryBranch(text: string): Branch | null {
  if (text.trim() === '') return [];
  const terms: Branch = [];
  const pattern = /'((?:[^']|'')+)'(:\*)?(?: & |$)/y;
  let position = 0;
  while (position < text.length) {
    pattern.lastIndex = position;
    const match = pattern.exec(text);
    if (!match || match[1] === undefined) return null;
    terms.push({ lexeme: match[1].replaceAll("''", "'"), isPrefix: match[2] !== undefined });
    position = pattern.lastIndex;
  }
  return terms;
}

/** Every document holding `term` also holds `other`. */
const implies = (term: Term, other: Term) =>
  other.isPrefix ? term.lexeme.startsWith(other.lexeme) : !term.isPrefix && term.lexeme === other.lexeme;

/** Every document matching `branch` also matches `other`: each word of `other` is implied. */
const isWithin = (branch: Branch, other: Branch) =>
  other.every((otherTerm) => branch.some((term) => implies(term, otherTerm)));

const sameTerm = (a: Term, b: Term) => a.lexeme === b.lexeme && a.isPrefix === b.isPrefix;

const termText = (term: Term) => `'${term.lexeme.replaceAll("'", "''")}'${term.isPrefix ? ':*' : ''}`;

const andText = (terms: readonly Term[]) => terms.map(termText).join(' & ');

/**
 * tsquery text matching exactly what the OR of `parsedBranches` matches (each a to_tsquery result
 * printed as text), with implied branches and repeated words removed; null when a branch is not a
 * plain AND chain or every branch is empty (the caller then matches with the full query).
 */
export function simplifyMatchQuery(parsedBranches: readonly string[]): string | null {
  const parsed = parsedBranches.map(parseTsQueryBranch);
  if (parsed.some((branch) => branch === null)) return null;
  const branches = (parsed as Branch[]).filter((branch) => branch.length > 0);
  if (branches.length === 0) return null;
  // Keep a branch unless another kept or later one contains it (equal branches: the first stays).
  const kept = branches.filter(
    (branch, index) =>
      !branches.some(
        (other, otherIndex) =>
          otherIndex !== index && isWithin(branch, other) && (!isWithin(other, branch) || otherIndex < index),
      ),
  );
  const [first, ...others] = kept;
  if (!first) return null;
  if (others.length === 0) return andText(first);
  const common = first.filter((term) =>
    others.every((branch) => branch.some((other) => sameTerm(term, other))),
  );
  const rests = kept.map((branch) =>
    branch.filter((term) => !common.some((shared) => sameTerm(term, shared))),
  );
  // No rest is empty here: a branch made only of shared words would contain every other branch.
  const alternatives = rests.map((rest) => (rest.length > 1 ? `( ${andText(rest)} )` : andText(rest)));
  const either = `( ${alternatives.join(' | ')} )`;
  return common.length > 0 ? `${andText(common)} & ${either}` : either;
}
