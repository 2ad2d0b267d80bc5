import { createRequire } from 'node:module';
import pg from 'pg';

/**
 * `pg`'s own conversion of a parameter to the text it sends (arrays to array literals, dates with
 * their offset, objects to JSON), so an inlined value reads exactly as the parameter did.
 */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(value: unknown): string | Buffer | null;
};

function literalOf(value: unknown): string {
  const text = prepareValue(value);
  if (text === null) return 'NULL';
  if (typeof text !== 'string') throw new Error('binary parameters cannot be inlined');
  // An untyped literal takes its type from where it stands, as an untyped parameter does.
  return pg.escapeLiteral(text);
}

const identifierPart = /[A-Za-z0-9_$\u0080-\uffff]/;

/** The index just past the quoted text that starts at `start` ('...', "...", E'...'). */
function endOfQuoted(text: string, start: number, quote: string, hasBackslashEscapes: boolean): number {
  let index = start + 1;
  while (index < text.length) {
    const char = text[index];
    if (hasBackslashEscapes && char === '\\') {
      index += 2;
      continue;
    }
    if (char === quote) {
      if (text[index + 1] !== quote) return index + 1;
      index += 2;
      continue;
    }
    index += 1;
  }
  throw new Error('unterminated quoted text in a statement');
}

/**
 * Replaces the placeholders `$1`, `$2`, ... of a statement with its parameters as quoted literals,
 * leaving string literals, quoted identifiers, comments and dollar-quoted text as they are. This
 * is for statements that must go as one simple query beside another (statement-with-settings.ts),
 * which carries no parameters. Every value is escaped by `pg.escapeLiteral`, the escaping `pg`
 * documents for this.
 */
export function inlineParameters(text: string, params: readonly unknown[]): string {
  let result = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    const previous = index > 0 ? (text[index - 1] ?? '') : '';
    let end = index;
    if (char === "'") {
      end = endOfQuoted(
        text,
        index,
        "'",
        /[Ee]/.test(previous) && !identifierPart.test(text[index - 2] ?? ''),
      );
    } else if (char === '"') {
      end = endOfQuoted(text, index, '"', false);
    } else if (char === '-' && text[index + 1] === '-') {
      const newline = text.indexOf('\n', index);
      end = newline === -1 ? text.length : newline;
    } else if (char === '/' && text[index + 1] === '*') {
      const close = text.indexOf('*/', index + 2);
      if (close === -1) throw new Error('unterminated comment in a statement');
      end = close + 2;
    } else if (char === '$' && !identifierPart.test(previous)) {
      const placeholder = /^\$(\d+)/.exec(text.slice(index, index + 12));
      if (placeholder?.[1]) {
        const position = Number(placeholder[1]);
        if (position < 1 || position > params.length) {
          throw new Error(`statement names parameter $${position} of ${params.length}`);
        }
        result += literalOf(params[position - 1]);
        index += placeholder[0].length;
        continue;
      }
      const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(text.slice(index))?.[0];
      if (tag) {
        const close = text.indexOf(tag, index + tag.length);
        if (close === -1) throw new Error('unterminated dollar-quoted text in a statement');
        end = close + tag.length;
      }
    }
    if (end > index) {
      result += text.slice(index, end);
      index = end;
    } else {
      result += char;
      index += 1;
    }
  }
  return result;
}
