import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../../components/ui/input';
import { currentLanguage } from '../../../../lib/i18n';
import { formatPriceText, parsePriceText } from '../../../../lib/price-text';

export interface MinimumOfferInputProps {
  id: string;
  value: number | null;
  /** null when the seller clears the field: every offer up to the price is welcome. */
  onValueChange(minimumOffer: number | null): void;
  /** The editor's rule message (above 0, below the price). */
  error?: string;
}

/**
 * VB only (issue 16, ADR 053): the lowest offer the seller accepts; lower offers are refused with
 * a clear message. Optional, typed the local way like the price, and never shown to buyers.
 */
export function MinimumOfferInput({ id, value, onValueChange, error }: MinimumOfferInputProps) {
  const { t } = useTranslation('listing-fields');
  const language = currentLanguage();
  const [text, setText] = useState(() => (value === null ? '' : formatPriceText(value, language)));
  const [isLeft, setIsLeft] = useState(false);
  const parsed = parsePriceText(text, language);
  const localError =
    isLeft && parsed.kind === 'invalid'
      ? t('price.invalid', { example: formatPriceText(12.5, language) })
      : undefined;
  const shownError = localError ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('minimumOffer.label')}
      </label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        className="tabular-nums"
        trailing={<span className="px-2 text-base font-semibold">€</span>}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[hintId, shownError && errorId].filter(Boolean).join(' ')}
        onChange={(event) => {
          setText(event.target.value);
          setIsLeft(false);
          const next = parsePriceText(event.target.value, language);
          if (next.kind === 'valid') onValueChange(next.value);
          else if (next.kind === 'empty') onValueChange(null);
        }}
        onBlur={() => {
          setIsLeft(true);
          if (parsed.kind === 'valid') setText(formatPriceText(parsed.value, language));
        }}
      />
      <p id={hintId} className="text-sm text-muted">
        {t('minimumOffer.hint')}
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
