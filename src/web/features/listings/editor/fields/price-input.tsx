import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../../components/ui/input';
import { currentLanguage } from '../../../../lib/i18n';
import { formatPriceText, parsePriceText } from '../../../../lib/price-text';

export interface PriceInputProps {
  id: string;
  value: number | null;
  onValueChange(price: number): void;
  /** The editor's rule message (price required, too high …). */
  error?: string;
}

/** EUR amount typed the local way ("12,50" in German); reports every valid value as it is typed. */
export function PriceInput({ id, value, onValueChange, error }: PriceInputProps) {
  const { t } = useTranslation('listing-fields');
  const language = currentLanguage();
  const [text, setText] = useState(() => (value === null ? '' : formatPriceText(value, language)));
  const [isLeft, setIsLeft] = useState(false);
  const [seenValue, setSeenValue] = useState(value);
  const parsed = parsePriceText(text, language);
  const textValue = parsed.kind === 'valid' ? parsed.value : null;

  // Adopt a price set elsewhere (a nudge, the AI, undo) without rewriting what the seller types.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== null && value !== textValue) setText(formatPriceText(value, language));
  }

  const localError =
    isLeft && parsed.kind === 'invalid'
      ? t('price.invalid', { example: formatPriceText(12.5, language) })
      : undefined;
  const shownError = localError ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="flex items-baseline gap-1 text-sm font-semibold text-ink">
        {t('price.label')}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      </label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        size="lg"
        className="tabular-nums"
        trailing={<span className="px-2 text-base font-semibold">€</span>}
        aria-required
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[hintId, shownError && errorId].filter(Boolean).join(' ')}
        onChange={(event) => {
          setText(event.target.value);
          setIsLeft(false);
          const next = parsePriceText(event.target.value, language);
          if (next.kind === 'valid') onValueChange(next.value);
        }}
        onBlur={() => {
          setIsLeft(true);
          if (parsed.kind === 'valid') setText(formatPriceText(parsed.value, language));
        }}
      />
      <p id={hintId} className="text-sm text-muted">
        {t('price.hint', { example: formatPriceText(12.5, language) })}
      </p>
      {shownError && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{shownError}</span>
        </p>
      )}
    </div>
  );
}
