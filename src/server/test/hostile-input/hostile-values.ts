/** The catalogue the fuzzer draws from (ADR 082). Every entry is named so a failure says what was sent. */
export interface NamedValue<Value> {
  name: string;
  value: Value;
}

const megabyte = 1024 * 1024;

/** Text that is valid JSON but tricky for Unicode handling, lengths and PostgreSQL. */
export const trickyStrings: readonly NamedValue<string>[] = [
  { name: 'empty', value: '' },
  { name: 'spaces', value: '   ' },
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'only NUL', value: '\u0000' },
  { name: 'lone high surrogate', value: 'x\uD800y' },
  { name: 'lone low surrogate', value: '\uDC00' },
  { name: 'RTL override', value: '\u202Egnp.exe\u202C' },
  { name: 'zero-width and BOM', value: '\u200B\uFEFF\u2060' },
  { name: 'combining marks', value: `Z${'\u0351\u0352\u0353\u0300\u0301'.repeat(200)}` },
  { name: 'emoji ZWJ family', value: '👨‍👩‍👧‍👦🏳️‍🌈' },
  { name: 'NFC é', value: '\u00e9t\u00e9' },
  { name: 'NFD é', value: 'e\u0301te\u0301' },
  { name: 'control characters', value: '\u0001\u0007\u001b[31m\r\n\t\u007f' },
  { name: 'line and paragraph separators', value: 'a\u2028b\u2029c' },
  { name: 'HTML', value: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
  { name: 'SQL-ish', value: "' OR 1=1; DROP TABLE users; --" },
  { name: 'LIKE wildcards', value: '%_\\%\\_[]^' },
  { name: 'tsquery operators', value: '!(&|:*<->)' },
  { name: 'percent-looking', value: '%00%2e%2e%C0%AE' },
  { name: 'path traversal', value: '../../../../etc/passwd' },
  { name: 'template braces', value: '{{constructor}}$' + '{process}' },
  { name: 'numeric string', value: '1e999' },
  { name: 'negative zero string', value: '-0' },
  { name: 'hex string', value: '0x7fffffff' },
  { name: 'impossible date', value: '2026-02-30T25:61:61Z' },
  { name: 'year zero date', value: '0000-00-00' },
  { name: 'almost an email', value: 'a@b@c..de' },
  { name: 'long word 10k', value: 'x'.repeat(10_000) },
  { name: 'long Unicode 64k', value: 'ä€😀'.repeat(16_384) },
  { name: 'big 200 KB', value: 'w '.repeat(100_000) },
];

/** A string of 1 MB: over the app's body limit in a body, past every field limit in a query. */
export const megabyteString: NamedValue<string> = { name: 'huge 1 MB', value: 'm'.repeat(megabyte) };

/** JSON values of the wrong type for whatever field they replace. */
export const wrongTypeValues: readonly NamedValue<unknown>[] = [
  { name: 'null', value: null },
  { name: 'true', value: true },
  { name: 'zero', value: 0 },
  { name: 'negative', value: -1 },
  { name: 'fraction', value: 0.5 },
  { name: 'huge number', value: 1e308 },
  { name: 'beyond int64', value: 2 ** 63 },
  { name: 'string number', value: '42' },
  { name: 'empty array', value: [] },
  { name: 'array of scalars', value: ['a', 1, null] },
  { name: 'empty object', value: {} },
  { name: 'nested object', value: { a: { b: { c: [1, { d: 'e' }] } } } },
  { name: 'array where scalar', value: ['fuzz', 'fuzz'] },
  { name: 'object where array', value: { 0: 'a', length: 1 } },
  { name: 'prototype key object', value: JSON.parse('{"__proto__":{"polluted":"yes"}}') },
  { name: 'constructor key object', value: { constructor: { prototype: { polluted: 'yes' } } } },
];

/** Bodies that are not what JSON parsing or the schema expects, sent raw. */
export const malformedBodies: readonly NamedValue<string>[] = [
  { name: 'truncated object', value: '{"a":' },
  { name: 'truncated array', value: '[1,2' },
  { name: 'trailing garbage', value: '{"a":1}}' },
  { name: 'single quotes', value: "{'a':1}" },
  { name: 'bare word', value: 'nul' },
  { name: 'empty', value: '' },
  { name: 'only whitespace', value: ' \n\t ' },
  { name: 'BOM then JSON', value: '\uFEFF{}' },
  { name: 'lone surrogate escape', value: '{"a":"\\ud800"}' },
  { name: 'NUL escape', value: '{"a":"\\u0000"}' },
  { name: 'invalid escape', value: '{"a":"\\x41"}' },
  { name: 'deep nesting', value: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { name: 'deep object nesting', value: `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}` },
  { name: 'proto pollution', value: '{"__proto__":{"isAdmin":true},"a":1}' },
  { name: 'constructor pollution', value: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { name: 'duplicate keys', value: '{"a":1,"a":"two","a":[3]}' },
  { name: 'top-level string', value: '"fuzz"' },
  { name: 'top-level number', value: '12345678901234567890' },
  { name: 'top-level null', value: 'null' },
  { name: 'top-level array', value: '[{}]' },
  { name: 'NaN literal', value: '{"a":NaN}' },
  { name: 'huge exponent', value: '{"a":1e999999}' },
];

/** Path segments that try to escape the route or break the id's parsing (sent unencoded). */
export const pathTricks: readonly NamedValue<string>[] = [
  { name: 'dot-dot', value: '..' },
  { name: 'dot-dot slash', value: '../../health' },
  { name: 'encoded dot-dot', value: '%2e%2e' },
  { name: 'encoded dot-dot slash', value: '%2e%2e%2f%2e%2e%2fhealth' },
  { name: 'encoded slash', value: 'a%2Fb' },
  { name: 'double-encoded slash', value: 'a%252Fb' },
  { name: 'backslash', value: '..%5C..%5C' },
  { name: 'encoded NUL', value: 'abc%00' },
  { name: 'broken escape', value: '%ZZ' },
  { name: 'lone percent', value: '%' },
  { name: 'overlong UTF-8 dot', value: '%C0%AE%C0%AE' },
  { name: 'truncated UTF-8', value: '%E2%82' },
  { name: 'encoded lone surrogate', value: '%ED%A0%80' },
  { name: 'very long id', value: 'a'.repeat(20_000) },
  { name: 'non-uuid id', value: 'not-a-uuid' },
  { name: 'uuid with braces', value: '{00000000-0000-0000-0000-000000000000}' },
  { name: 'nil uuid', value: '00000000-0000-0000-0000-000000000000' },
  { name: 'max uuid', value: 'ffffffff-ffff-ffff-ffff-ffffffffffff' },
  { name: 'numeric id', value: '-1' },
  { name: 'huge numeric id', value: '99999999999999999999999' },
  { name: 'encoded RTL', value: '%E2%80%AE' },
  { name: 'emoji', value: encodeURIComponent('👨‍👩‍👧') },
  { name: 'semicolon matrix', value: ';jsessionid=1' },
  { name: 'proto', value: '__proto__' },
  { name: 'constructor', value: 'constructor' },
];

/** Query values sent raw (already in URL form): encodings a querystring parser may trip over. */
export const rawQueryValues: readonly NamedValue<string>[] = [
  { name: 'overlong UTF-8', value: '%C0%AE%C0%AE%C0%AF' },
  { name: 'overlong slash', value: '%E0%80%AF' },
  { name: 'broken escape', value: '%ZZ%' },
  { name: 'encoded NUL', value: '%00' },
  { name: 'encoded lone surrogate', value: '%ED%A0%80' },
  { name: 'plus as space', value: 'a+b+%2B' },
  { name: 'encoded ampersand and equals', value: '%26x%3D1' },
];

/** Content types a JSON endpoint does not expect, with a body to match. */
export const contentTypeTricks: readonly NamedValue<{ contentType?: string; body: string | Buffer }>[] = [
  { name: 'text/plain', value: { contentType: 'text/plain', body: '{"a":1}' } },
  {
    name: 'multipart where JSON expected',
    value: {
      contentType: 'multipart/form-data; boundary=fuzz',
      body: '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n',
    },
  },
  {
    name: 'multipart without boundary',
    value: { contentType: 'multipart/form-data', body: 'no boundary here' },
  },
  {
    name: 'JSON in latin1',
    value: { contentType: 'application/json; charset=latin1', body: Buffer.from('{"a":"\u00e9"}', 'latin1') },
  },
  {
    name: 'JSON in UTF-16',
    value: { contentType: 'application/json; charset=utf-16', body: Buffer.from('{"a":1}', 'utf16le') },
  },
  { name: 'form-urlencoded', value: { contentType: 'application/x-www-form-urlencoded', body: 'a=1&a=2' } },
  { name: 'XML', value: { contentType: 'application/xml', body: '<a>1</a>' } },
  { name: 'no content type', value: { body: '{"a":1}' } },
  { name: 'JSON with bogus parameter', value: { contentType: 'application/json; foo', body: '{}' } },
  { name: 'vendor JSON', value: { contentType: 'application/vnd.api+json', body: '{}' } },
  {
    name: 'octet-stream',
    value: { contentType: 'application/octet-stream', body: Buffer.from([0, 255, 1, 254]) },
  },
  {
    name: 'invalid UTF-8 JSON',
    value: {
      contentType: 'application/json',
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    },
  },
];
