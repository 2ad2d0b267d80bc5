import { listingTagsMax } from '@shared/listings/listing-draft.schema';
import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Input } from '../../../../components/ui/input';

/** Tags as chips: Enter or comma adds one, each chip has a remove button; at most 12. */
export function TagInput({
  id,
  tags,
  onChange,
  describedBy,
  isInvalid,
}: {
  id: string;
  tags: string[];
  onChange(tags: string[]): void;
  describedBy?: string | undefined;
  isInvalid?: boolean;
}) {
  const { t } = useTranslation('listing-editor');
  const [text, setText] = useState('');
  const isFull = tags.length >= listingTagsMax;

  const add = () => {
    const tag = text.trim().replace(/,+$/, '').trim();
    setText('');
    if (!tag || isFull || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return;
    onChange([...tags, tag]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className="grid gap-2">
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('fields.tagsList')}>
          {tags.map((tag, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a tag typed twice (from the AI) still needs its own chip.
            <li key={`${tag}-${index}`}>
              <Badge variant="brand" className="pr-1">
                {tag}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-brand/20 focus-visible:outline-2 focus-visible:outline-brand"
                  aria-label={t('fields.tagRemove', { tag })}
                  onClick={() => onChange(tags.filter((_, position) => position !== index))}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={text}
        disabled={isFull}
        placeholder={isFull ? t('fields.tagsFull', { count: listingTagsMax }) : t('fields.tagsPlaceholder')}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
    </div>
  );
}
