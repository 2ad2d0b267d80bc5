import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from './cn';
import { usePortalContainer } from './portal-container';

export interface TooltipProps {
  content: ReactNode;
  /** A single focusable element; it becomes the trigger. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
  className?: string;
}

/** Tooltips supplement a visible or aria label; never put essential information only here. */
export function Tooltip({ content, children, side = 'top', delayDuration = 300, className }: TooltipProps) {
  const container = usePortalContainer();
  return (
    // Each tooltip carries its own provider so callers need no app-level setup.
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal container={container}>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-64 rounded-lg bg-ink px-2.5 py-1.5 text-xs font-medium text-canvas shadow-pop animate-toast-in',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-ink" width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
