import type { TourState } from '@shared/tour/tour.schema';
import type { TourAction } from '@shared/tour/tour-machine';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { usePortalContainer } from '../../../components/ui/portal-container';
import { type TargetRect, useTargetRect } from '../hooks/use-target-rect';
import { tourStepAt } from '../tour-steps';

const spotlightPadding = 6;
const cardWidth = 360;
const viewportMargin = 16;
/** Below this width the card is centred (a card beside a header icon leaves no room on phones). */
const anchoredMinWidth = 640;

interface TourOverlayProps {
  tour: TourState;
  onAction: (action: TourAction) => void;
  /** While a move is on its way the buttons stay focusable (keyboard users keep their place) but do nothing. */
  isPending: boolean;
  errorMessage: string | null;
}

function cardPosition(rect: TargetRect | null): CSSProperties | undefined {
  if (!rect || window.innerWidth < anchoredMinWidth) return undefined;
  const centred = rect.left + rect.width / 2 - cardWidth / 2;
  const left = Math.min(Math.max(centred, viewportMargin), window.innerWidth - cardWidth - viewportMargin);
  return { top: rect.top + rect.height + spotlightPadding + 12, left, width: cardWidth };
}

/**
 * Spec §4 tour overlay: a Radix dialog, so focus is trapped inside, the page does not scroll while
 * it shows, and Escape closes it (= remind me later). The step's target gets a spotlight cut out of
 * the dimmed page; focus goes back where it was when the tour ends (ADR 071).
 */
export function TourOverlay({ tour, onAction, isPending, errorMessage }: TourOverlayProps) {
  const { t } = useTranslation('tour');
  const container = usePortalContainer();
  const step = tourStepAt(tour.stepIndex);
  const rect = useTargetRect(step.target);
  const position = cardPosition(rect);
  const isFirst = tour.stepIndex === 0;
  const isLast = tour.stepIndex === tour.stepCount - 1;
  const primaryRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  if (returnFocusTo.current === null && typeof document !== 'undefined') {
    returnFocusTo.current = document.activeElement;
  }

  // Back turns disabled on the first step: keep focus inside on the primary action.
  useEffect(() => {
    if (tour.stepIndex !== 0) return;
    const active = document.activeElement;
    if (!active || active === document.body || active === contentRef.current) primaryRef.current?.focus();
  }, [tour.stepIndex]);

  return (
    <DialogPrimitive.Root open onOpenChange={(isOpen) => !isOpen && !isPending && onAction('dismiss')}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50" data-testid="tour-overlay">
          {rect ? (
            <div
              aria-hidden
              className="absolute rounded-xl shadow-[0_0_0_9999px_rgb(0_0_0/0.55)] ring-2 ring-brand transition-all duration-200"
              style={{
                top: rect.top - spotlightPadding,
                left: rect.left - spotlightPadding,
                width: rect.width + spotlightPadding * 2,
                height: rect.height + spotlightPadding * 2,
              }}
            />
          ) : (
            <div aria-hidden className="absolute inset-0 bg-black/55" />
          )}
        </DialogPrimitive.Overlay>
        <DialogPrimitive.Content
          ref={contentRef}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            primaryRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const previous = returnFocusTo.current;
            if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
              previous.focus();
            }
          }}
          // Only the buttons and Escape move the tour; a click on the dimmed page does nothing.
          onInteractOutside={(event) => event.preventDefault()}
          style={position}
          className={cn(
            'fixed z-50 grid gap-4 rounded-card border border-line bg-surface p-5 text-ink shadow-pop',
            position ? '' : 'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2',
          )}
        >
          <div className="grid gap-1" aria-live="polite">
            <p className="text-xs font-semibold tracking-wide text-brand-strong uppercase">
              {t('overlay.counter', { current: tour.stepIndex + 1, total: tour.stepCount })}
            </p>
            <DialogPrimitive.Title className="text-lg font-semibold">
              {t(`steps.${step.id}.title`)}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-muted">
              {t(`steps.${step.id}.body`)}
            </DialogPrimitive.Description>
          </div>
          {errorMessage && <Alert variant="danger">{errorMessage}</Alert>}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" onClick={() => onAction('skip')}>
                {t('overlay.skip')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onAction('dismiss')}>
                {t('overlay.later')}
              </Button>
            </div>
            <div className="ml-auto flex gap-2">
              <Button variant="outline" size="sm" onClick={() => onAction('back')} disabled={isFirst}>
                {t('overlay.back')}
              </Button>
              <Button
                ref={primaryRef}
                size="sm"
                onClick={() => onAction(isLast ? 'finish' : 'next')}
                aria-busy={isPending || undefined}
              >
                {isLast ? t('overlay.finish') : t('overlay.next')}
              </Button>
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
