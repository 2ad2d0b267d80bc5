import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { usePortalContainer } from './portal-container';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogVariant = 'center' | 'fullscreen';
export type DialogSize = 'sm' | 'md' | 'lg';

const sizeClasses: Record<DialogSize, string> = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** Required: names the dialog for assistive technology. */
  title: ReactNode;
  description?: ReactNode;
  /** Keep the title for screen readers only (e.g. a photo viewer). */
  isTitleHidden?: boolean;
  /** "fullscreen" covers the viewport, for mobile panels such as filters. */
  variant?: DialogVariant;
  size?: DialogSize;
  /** Action row; sticks to the bottom in the fullscreen variant. */
  footer?: ReactNode;
}

/** Focus is trapped inside and Escape closes (Radix); the close button is always present. */
export function DialogContent({
  title,
  description,
  isTitleHidden = false,
  variant = 'center',
  size = 'md',
  footer,
  className,
  children,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation('ui');
  const container = usePortalContainer();
  const isFullscreen = variant === 'fullscreen';
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in" />
      <DialogPrimitive.Content
        // Radix warns when no description is linked; an absent description is intentional here.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed z-50 flex flex-col bg-surface text-ink data-[state=open]:animate-toast-in',
          isFullscreen
            ? 'inset-0 h-dvh w-full'
            : cn(
                'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-card border border-line shadow-pop',
                sizeClasses[size],
              ),
          className,
        )}
        {...props}
      >
        <div
          className={cn(
            'flex items-start gap-3',
            isFullscreen
              ? 'border-b border-line px-4 py-3 pt-[max(0.75rem,env(safe-area-inset-top))]'
              : 'px-6 pt-6',
          )}
        >
          <div className={cn('grid min-w-0 flex-1 gap-1', isTitleHidden && 'sr-only')}>
            <DialogPrimitive.Title
              className={cn('font-semibold text-ink', isFullscreen ? 'text-lg leading-8' : 'text-xl')}
            >
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
        </div>
        <div className={cn('min-h-0 flex-1 overflow-y-auto', isFullscreen ? 'p-4' : 'px-6 pt-4 pb-6')}>
          {children}
        </div>
        {footer && (
          <div
            className={cn(
              'flex flex-wrap items-center justify-end gap-3',
              isFullscreen
                ? 'border-t border-line px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]'
                : 'rounded-b-card border-t border-line bg-surface-sunken px-6 py-4',
            )}
          >
            {footer}
          </div>
        )}
        {/* Last in DOM order so opening focus lands on the first field or action, not on "Close". */}
        <DialogPrimitive.Close
          aria-label={t('close')}
          className={cn(
            'absolute inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-sunken',
            isFullscreen ? 'top-[max(0.5rem,env(safe-area-inset-top))] right-2' : 'top-4 right-4',
          )}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
