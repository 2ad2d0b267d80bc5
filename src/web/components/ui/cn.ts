/** Joins class names, skipping falsy parts. Later classes do not override earlier ones: avoid conflicting utilities. */
export function cn(...parts: Array<string | false | null | undefined | 0>): string {
  return parts.filter(Boolean).join(' ');
}
