/**
 * DropdownMenu: a menu button on React Aria Components (arrows, typeahead, Escape, focus return).
 *   <DropdownMenu label="Conversation actions" trigger={<DotsIcon />}>
 *     <DropdownMenuItem onSelect={stop}>Stop</DropdownMenuItem>
 *     <DropdownMenuSeparator />
 *     <DropdownMenuItem tone="danger" onSelect={reset}>Reset Conversation</DropdownMenuItem>
 *   </DropdownMenu>
 * A label names the items under it: <DropdownMenuSection label="Export">…items…</DropdownMenuSection>
 */
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Header, Menu, MenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
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
    <MenuTrigger>
      <AriaButton
        aria-label={label}
        className={buttonClasses({
          variant: triggerVariant,
          size: 'icon',
          className: triggerClassName,
        })}
      >
        {trigger}
      </AriaButton>
      <Popover
        placement={align === 'end' ? 'bottom end' : 'bottom start'}
        offset={6}
        className="z-50 min-w-52 animate-fade-in rounded-xl border border-border bg-surface p-1 shadow-xl shadow-black/10"
      >
        <Menu aria-label={label} className="outline-none">
          {children}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

export function DropdownMenuItem({
  children,
  onSelect,
  disabled,
  tone = 'default',
}: {
  children: string;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}) {
  return (
    <MenuItem
      isDisabled={disabled}
      onAction={onSelect}
      textValue={children}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none',
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focused]:bg-surface-2',
        tone === 'danger' ? 'text-danger-text' : 'text-fg',
      )}
    >
      {children}
    </MenuItem>
  );
}

export function DropdownMenuSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <MenuSection>
      <Header className="px-3 pt-2 pb-1 text-xs font-medium text-muted">{label}</Header>
      {children}
    </MenuSection>
  );
}

export function DropdownMenuSeparator() {
  return <Separator className="my-1 h-px border-none bg-border" />;
}
