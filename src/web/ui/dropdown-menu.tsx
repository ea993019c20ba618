/**
 * DropdownMenu: an accessible menu button on @radix-ui/react-dropdown-menu (arrows, typeahead,
 * Escape, focus return).
 *   <DropdownMenu label="Conversation actions" trigger={<DotsIcon />}>
 *     <DropdownMenuItem onSelect={stop}>Stop</DropdownMenuItem>
 *     <DropdownMenuSeparator />
 *     <DropdownMenuItem tone="danger" onSelect={reset}>Reset Conversation</DropdownMenuItem>
 *   </DropdownMenu>
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { buttonClasses, type ButtonVariant } from './button.tsx';

export type DropdownMenuProps = {
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  triggerVariant?: ButtonVariant;
  triggerClassName?: string;
  align?: 'start' | 'end';
};

export function DropdownMenu({
  label,
  trigger,
  children,
  triggerVariant = 'secondary',
  triggerClassName,
  align = 'end',
}: DropdownMenuProps) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={label}
        className={buttonClasses({
          variant: triggerVariant,
          size: 'icon',
          className: triggerClassName,
        })}
      >
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align={align}
          sideOffset={6}
          className="z-50 min-w-52 animate-fade-in rounded-xl border border-border bg-surface p-1 shadow-xl shadow-black/10"
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export function DropdownMenuItem({
  children,
  onSelect,
  disabled,
  tone = 'default',
}: {
  children: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}) {
  return (
    <Menu.Item
      disabled={disabled}
      onSelect={onSelect}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none',
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2',
        tone === 'danger' ? 'text-danger-text' : 'text-fg',
      )}
    >
      {children}
    </Menu.Item>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return (
    <Menu.Label className="px-3 pt-2 pb-1 text-xs font-medium text-muted">{children}</Menu.Label>
  );
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-border" />;
}
