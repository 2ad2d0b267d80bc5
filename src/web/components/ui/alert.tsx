import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

const variantClasses: Record<AlertVariant, { box: string; icon: string }> = {
  info: { box: 'border-info/30 bg-info-soft', icon: 'text-info' },
  success: { box: 'border-success/30 bg-success-soft', icon: 'text-success' },
  warning: { box: 'border-warning/30 bg-warning-soft', icon: 'text-warning' },
  danger: { box: 'border-danger/30 bg-danger-soft', icon: 'text-danger' },
};

export const alertIcons: Record<AlertVariant, typeof Info> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
  /** Replaces the variant's icon; pass null for none. */
  icon?: ReactNode;
  /** Buttons or links below the text. */
  actions?: ReactNode;
  onDismiss?: () => void;
}

/** Inline message. Warnings and errors use role="alert" (interrupting); info and success role="status". */
export function Alert({
  variant = 'info',
  title,
  icon,
  actions,
  onDismiss,
  className,
  children,
  ...props
}: AlertProps) {
  const { t } = useTranslation('ui');
  const Icon = alertIcons[variant];
  const styles = variantClasses[variant];
  return (
    <div
      role={variant === 'danger' || variant === 'warning' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm text-ink', styles.box, className)}
      {...props}
    >
      {icon !== null && (
        <span aria-hidden="true" className={cn('mt-px shrink-0 [&_svg]:size-5', styles.icon)}>
          {icon ?? <Icon />}
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="leading-relaxed">{children}</div>}
        {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('dismiss')}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink hover:bg-ink/10"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
