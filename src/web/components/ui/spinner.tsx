import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizeClasses: Record<SpinnerSize, string> = { sm: 'size-4', md: 'size-6', lg: 'size-10' };

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  size?: SpinnerSize;
  /** Accessible label; defaults to "Loading…". */
  label?: string;
  /** Hide from assistive technology when the surrounding element already says it is busy (e.g. a button). */
  isDecorative?: boolean;
}

export function Spinner({ size = 'md', label, isDecorative = false, className, ...props }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <span
      role={isDecorative ? undefined : 'status'}
      aria-hidden={isDecorative || undefined}
      className={cn('inline-flex shrink-0 items-center justify-center', className)}
      {...props}
    >
      <svg
        className={cn('animate-spin', sizeClasses[size])}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {!isDecorative && <span className="sr-only">{label ?? t('loading')}</span>}
    </span>
  );
}
