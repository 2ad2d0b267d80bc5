const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

export const linkClassName =
  'font-medium text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand';

/** Catalogue text stays plain strings for translators; email addresses in it become mailto links here. */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(emailPattern);
  return parts.map((part, index) =>
    // split() with a capturing group puts every match at an odd index.
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
      <a key={index} href={`mailto:${part}`} className={`${linkClassName} break-all`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
