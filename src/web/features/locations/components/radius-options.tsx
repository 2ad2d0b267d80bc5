import { searchRadiusOptionsKm } from '@shared/search/search-params';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

export interface RadiusOptionsProps {
  radiusKm: number;
  onRadiusChange(radiusKm: number): void;
}

/** Spec §9 radius options as one radio group of buttons (arrow keys move between them). */
export function RadiusOptions({ radiusKm, onRadiusChange }: RadiusOptionsProps) {
  const { t } = useTranslation('locations');
  const labelId = useId();
  const isKnown = (searchRadiusOptionsKm as readonly number[]).includes(radiusKm);
  return (
    <div className="grid gap-2">
      <div id={labelId} className="text-sm font-semibold text-ink">
        {t('radius.label')}
      </div>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        orientation="horizontal"
        value={isKnown ? String(radiusKm) : undefined}
        onValueChange={(value) => onRadiusChange(Number(value))}
        className="flex flex-wrap gap-2"
      >
        {searchRadiusOptionsKm.map((option) => (
          <RadioGroupPrimitive.Item
            key={option}
            value={String(option)}
            className={cn(
              'h-9 rounded-full border px-3.5 text-sm font-medium transition-colors',
              'border-line-strong bg-surface text-ink hover:bg-surface-sunken',
              'data-[state=checked]:border-brand data-[state=checked]:bg-brand data-[state=checked]:text-on-brand',
            )}
          >
            {option === 0 ? t('radius.nationwide') : t('radius.km', { count: option })}
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
    </div>
  );
}
