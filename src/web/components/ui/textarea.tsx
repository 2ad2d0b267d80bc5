import type { ComponentProps } from 'react';
import { cn } from './cn';
import { fieldBaseClasses } from './field-styles';

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Grow with the content (CSS field-sizing where supported). */
  isAutoGrow?: boolean;
}

export function Textarea({ isAutoGrow = false, rows, className, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows ?? 4}
      className={cn(
        fieldBaseClasses,
        'min-h-24 px-3.5 py-2.5 text-base leading-relaxed sm:text-sm',
        isAutoGrow ? 'field-sizing-content resize-none' : 'resize-y',
        className,
      )}
      {...props}
    />
  );
}
