/** Shared look of text-like controls; aria-invalid comes from FormField (or the caller). */
export const fieldBaseClasses =
  'w-full rounded-xl border border-line-strong bg-surface text-ink placeholder:text-muted shadow-xs transition-[border-color,box-shadow] duration-150 hover:border-muted focus-visible:border-focus disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:opacity-60 aria-invalid:border-danger aria-invalid:hover:border-danger';

export type FieldSize = 'sm' | 'md' | 'lg';

export const fieldSizeClasses: Record<FieldSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-3.5 text-base sm:text-sm',
  lg: 'h-12 px-4 text-base',
};
