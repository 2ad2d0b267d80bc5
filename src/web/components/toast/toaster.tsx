import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { alertIcons } from '../ui/alert';
import { cn } from '../ui/cn';
import {
  dismissToast,
  pauseToast,
  resumeToast,
  type Toast,
  type ToastVariant,
  useToasts,
} from './toast-store';

const iconClasses: Record<ToastVariant, string> = {
  info: 'bg-info-soft text-info',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
};

function ToastCard({ item }: { item: Toast }) {
  const { t } = useTranslation('ui');
  const Icon = alertIcons[item.variant];
  return (
    <li
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-card border border-line bg-surface-raised p-4 text-ink shadow-pop',
        item.isLeaving ? 'animate-toast-out' : 'animate-toast-in',
      )}
      onPointerEnter={() => pauseToast(item.id)}
      onPointerLeave={() => resumeToast(item.id)}
      onFocus={() => pauseToast(item.id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resumeToast(item.id);
      }}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-full',
          iconClasses[item.variant],
        )}
      >
        <Icon className="size-4.5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5 pt-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className="text-sm text-muted">{item.description}</p>}
        {item.action && (
          <button
            type="button"
            className="mt-1.5 justify-self-start rounded-md text-sm font-semibold text-brand underline-offset-4 hover:underline"
            onClick={() => {
              item.action?.onClick();
              dismissToast(item.id);
            }}
          >
            {item.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        aria-label={t('toast.dismiss')}
        onClick={() => dismissToast(item.id)}
        className="-mt-1 -mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-sunken hover:text-ink"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * Mount once in the app shell. Both live regions exist from the start so screen readers announce
 * toasts added later: danger toasts assertively, all others politely.
 */
export function Toaster() {
  const { t } = useTranslation('ui');
  const toasts = useToasts();
  const urgent = toasts.filter((item) => item.variant === 'danger');
  const polite = toasts.filter((item) => item.variant !== 'danger');
  const listClasses = 'flex flex-col gap-2';
  return (
    <section
      aria-label={t('toast.region')}
      // Mobile: above the bottom navigation bar (~72px); from md up the bar is gone.
      className="pointer-events-none fixed inset-x-0 bottom-[calc(72px+env(safe-area-inset-bottom))] z-[60] flex flex-col gap-2 px-4 md:inset-x-auto md:right-6 md:bottom-6 md:w-96 md:px-0"
    >
      <ol aria-live="assertive" aria-relevant="additions" className={listClasses}>
        {urgent.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
      <ol aria-live="polite" aria-relevant="additions" className={listClasses}>
        {polite.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
