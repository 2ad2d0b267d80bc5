import { Check } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { usePortalContainer } from './portal-container';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

const itemClasses =
  'relative flex min-h-10 cursor-default items-center gap-3 rounded-lg px-3 text-sm outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-surface-sunken [&_svg]:size-4 [&_svg]:shrink-0';

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  const container = usePortalContainer();
  return (
    <MenuPrimitive.Portal container={container}>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-52 rounded-xl border border-line bg-surface-raised p-1.5 text-ink shadow-pop animate-toast-in',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  icon?: ReactNode;
  /** Destructive actions (delete, report) are tinted red. */
  isDanger?: boolean;
  shortcut?: string;
}

export function DropdownMenuItem({
  icon,
  isDanger = false,
  shortcut,
  className,
  children,
  ...props
}: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      className={cn(
        itemClasses,
        isDanger ? 'text-danger data-highlighted:bg-danger-soft' : 'text-ink',
        className,
      )}
      {...props}
    >
      {icon && (
        <span aria-hidden="true" className={isDanger ? undefined : 'text-muted'}>
          {icon}
        </span>
      )}
      <span className="flex-1">{children}</span>
      {shortcut && <span className="text-xs text-muted">{shortcut}</span>}
    </MenuPrimitive.Item>
  );
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem className={cn(itemClasses, 'pl-9 text-ink', className)} {...props}>
      <MenuPrimitive.ItemIndicator className="absolute left-3 inline-flex text-brand">
        <Check aria-hidden="true" />
      </MenuPrimitive.ItemIndicator>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn('px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('-mx-1.5 my-1.5 h-px bg-line', className)} {...props} />;
}
