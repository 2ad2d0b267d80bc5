import type { Block, ListItem } from './legal-content';
import { LinkedText } from './linked-text';

function ListItemView({ item }: { item: ListItem }) {
  if (typeof item === 'string') return <LinkedText text={item} />;
  return (
    <>
      <strong className="block font-semibold text-ink">{item.label}</strong>
      <LinkedText text={item.text} />
    </>
  );
}

/** One catalogue block: a paragraph, a bullet list, address lines, label–value pairs or a highlighted note. */
export function LegalBlock({ block }: { block: Block }) {
  if (typeof block === 'string') {
    return (
      <p>
        <LinkedText text={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-3 pl-5 marker:text-brand">
        {block.list.map((item) => (
          <li key={typeof item === 'string' ? item : item.label} className="pl-1">
            <ListItemView item={item} />
          </li>
        ))}
      </ul>
    );
  }
  if ('lines' in block) {
    return (
      <p>
        {block.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </p>
    );
  }
  if ('fields' in block) {
    return (
      <dl className="divide-y divide-line rounded-xl border border-line bg-surface">
        {block.fields.map((field) => (
          <div key={field.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-4">
            <dt className="font-medium text-muted">{field.label}</dt>
            <dd className="text-ink">
              <LinkedText text={field.value} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <div className="rounded-xl border border-line border-l-4 border-l-brand bg-surface-sunken p-4 sm:p-5">
      <p className="font-semibold text-ink">{block.note.title}</p>
      <p className="mt-2">
        <LinkedText text={block.note.text} />
      </p>
    </div>
  );
}
