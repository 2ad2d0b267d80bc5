import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { type FieldSize, fieldBaseClasses, fieldSizeClasses } from './field-styles';

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'> {
  size?: FieldSize;
  /** Decorative icon inside the field on the left (e.g. a search glass). */
  leadingIcon?: ReactNode;
  /** Element inside the field on the right, e.g. a unit ("€") or an IconButton. */
  trailing?: ReactNode;
  wrapperClassName?: string;
}

export function Input({
  size = 'md',
  leadingIcon,
  trailing,
  className,
  wrapperClassName,
  type,
  ...props
}: InputProps) {
  const input = (
    <input
      type={type ?? 'text'}
      className={cn(
        fieldBaseClasses,
        fieldSizeClasses[size],
        leadingIcon ? 'pl-10' : undefined,
        trailing ? 'pr-11' : undefined,
        className,
      )}
      {...props}
    />
  );
  if (!leadingIcon && !trailing) return input;
  return (
    <div className={cn('relative', wrapperClassName)}>
      {leadingIcon && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted [&_svg]:size-4"
        >
          {leadingIcon}
        </span>
      )}
      {input}
      {trailing && (
        <span className="absolute inset-y-0 right-1.5 flex items-center text-muted">{trailing}</span>
      )}
    </div>
  );
}
