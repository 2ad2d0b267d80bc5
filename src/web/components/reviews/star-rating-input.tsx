import { Star } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn';

const stars = [1, 2, 3, 4, 5] as const;

/**
 * The rating as a radio group of five stars (spec §5 Review): arrow keys move and choose, each
 * star is named "3 stars", and the stars up to the chosen (or hovered) one are filled.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  error,
}: {
  value: number | null;
  onChange(rating: number): void;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <div id={labelId} className="text-sm font-semibold text-ink">
        {label}
      </div>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-required
        aria-invalid={error ? true : undefined}
        orientation="horizontal"
        value={value === null ? '' : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        className="group/stars flex gap-1"
      >
        {stars.map((star) => (
          <RadioGroupPrimitive.Item
            key={star}
            value={String(star)}
            aria-label={t('form.star', { count: star })}
            className="rounded-md p-1 text-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <Star
              aria-hidden
              strokeWidth={1.75}
              className={cn('size-8', value !== null && star <= value && 'fill-current text-warning')}
            />
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
