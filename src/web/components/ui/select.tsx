import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { type FieldSize, fieldBaseClasses, fieldSizeClasses } from './field-styles';
import { usePortalContainer } from './portal-container';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type TriggerProps = Omit<ComponentProps<'button'>, 'value' | 'defaultValue' | 'dir' | 'ref'>;

export interface SelectProps extends TriggerProps {
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  name?: string;
  required?: boolean;
  size?: FieldSize;
  ref?: Ref<HTMLButtonElement>;
}

/** Single choice from a short list. id / aria-* props go to the trigger, so FormField labels it. */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  required,
  disabled,
  size = 'md',
  className,
  ...triggerProps
}: SelectProps) {
  const { t } = useTranslation('ui');
  const container = usePortalContainer();
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      required={required}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        className={cn(
          fieldBaseClasses,
          fieldSizeClasses[size],
          'inline-flex items-center justify-between gap-2 text-left data-placeholder:text-muted',
          className,
        )}
        {...triggerProps}
      >
        <SelectPrimitive.Value placeholder={placeholder ?? t('select.placeholder')} />
        <SelectPrimitive.Icon className="text-muted">
          <ChevronDown className="size-4" aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal container={container}>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-xl border border-line bg-surface-raised text-ink shadow-pop animate-toast-in"
        >
          <SelectPrimitive.Viewport className="p-1.5">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="relative flex cursor-default items-center rounded-lg py-2 pr-9 pl-3 text-sm outline-none select-none data-disabled:opacity-50 data-highlighted:bg-surface-sunken data-[state=checked]:font-semibold"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-3 inline-flex text-brand">
                  <Check className="size-4" aria-hidden="true" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
