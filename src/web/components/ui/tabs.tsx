import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const Tabs = TabsPrimitive.Root;

export type TabsListVariant = 'segmented' | 'underline';

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  variant?: TabsListVariant;
}

const listClasses: Record<TabsListVariant, string> = {
  segmented:
    'inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-surface-sunken p-1 ring-1 ring-line ring-inset',
  underline: 'flex gap-4 overflow-x-auto border-b border-line sm:gap-6',
};

/** Triggers read the list's variant through the group data attribute, so only TabsList takes it. */
export function TabsList({ variant = 'segmented', className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-variant={variant}
      className={cn('group', listClasses[variant], className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex items-center justify-center gap-2 text-sm font-semibold whitespace-nowrap text-muted transition-colors duration-150 hover:text-ink disabled:pointer-events-none disabled:opacity-50 data-[state=active]:text-ink [&_svg]:size-4',
        'group-data-[variant=segmented]:h-9 group-data-[variant=segmented]:rounded-lg group-data-[variant=segmented]:px-4 group-data-[variant=segmented]:data-[state=active]:bg-surface-raised group-data-[variant=segmented]:data-[state=active]:shadow-sm',
        'group-data-[variant=underline]:-mb-px group-data-[variant=underline]:h-11 group-data-[variant=underline]:border-b-2 group-data-[variant=underline]:border-transparent group-data-[variant=underline]:px-1 group-data-[variant=underline]:data-[state=active]:border-brand',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-4', className)} {...props} />;
}
