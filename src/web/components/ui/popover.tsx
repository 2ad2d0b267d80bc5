import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { usePortalContainer } from './portal-container';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;
export const PopoverAnchor = PopoverPrimitive.Anchor;

/** Non-modal panel next to its trigger; give it an aria-label (or a heading with aria-labelledby). */
export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'center',
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  const container = usePortalContainer();
  return (
    <PopoverPrimitive.Portal container={container}>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-line bg-surface-raised p-4 text-ink shadow-pop animate-toast-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
