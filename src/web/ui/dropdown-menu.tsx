/**
 * DropdownMenu: a menu button on React Aria Components (arrows, typeahead, Escape, focus return).
 *   <DropdownMenu label="Conversation actions" trigger={<DotsIcon />}>
 *     <DropdownMenuItem onSelect={stop}>Stop</DropdownMenuItem>
 *     <DropdownMenuSeparator />
 *     <DropdownMenuItem tone="danger" onSelect={reset}>Reset Conversation</DropdownMenuItem>
 *   </DropdownMenu>
 * A label names the items under it: <DropdownMenuSection label="Export">…items…</DropdownMenuSection>
 * One choice of several (menuitemradio, the chosen one checked): give `selectedKey` and item ids.
 *   <DropdownMenu label="Theme" trigger={icon} selectedKey="system">
 *     <DropdownMenuItem id="light" onSelect={…}>Light</DropdownMenuItem>…
 */
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Header, Menu, MenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
import { cn } from '../lib/cn.ts';
import { buttonClasses, type ButtonVariant } from './button.tsx';
import { ICON_PATHS, StrokeIcon } from './icon.tsx';

export type DropdownMenuProps = {
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  triggerVariant?: ButtonVariant;
  triggerClassName?: string;
  align?: 'start' | 'end';
  /** The chosen item's id, for a menu of choices. */
  selectedKey?: string;
  /** Open when first shown (a menu loaded on its trigger's first press). */
  defaultOpen?: boolean;
};

export function DropdownMenu({
  label,
  trigger,
  children,
  triggerVariant = 'secondary',
  triggerClassName,
  align = 'end',
  selectedKey,
  defaultOpen,
}: DropdownMenuProps) {
  return (
    <MenuTrigger {...(defaultOpen && { defaultOpen })}>
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
        <Menu
          aria-label={label}
          className="outline-none"
          {...(selectedKey !== undefined && {
            selectionMode: 'single',
            selectedKeys: [selectedKey],
            disallowEmptySelection: true,
          })}
        >
          {children}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

export function DropdownMenuItem({
  id,
  children,
  onSelect,
  disabled,
  tone = 'default',
}: {
  /** Its key in a menu of choices (`selectedKey`). */
  id?: string;
  children: string;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}) {
  return (
    <MenuItem
      id={id}
      isDisabled={disabled}
      onAction={onSelect}
      textValue={children}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none',
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focused]:bg-surface-2',
        tone === 'danger' ? 'text-danger-text' : 'text-fg',
      )}
    >
      {({ isSelected }) => (
        <>
          {children}
          {isSelected && <StrokeIcon d={ICON_PATHS.check} className="ml-auto size-4 text-accent" />}
        </>
      )}
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
