/**
 * Mobile menu of a sticky header: a menu button and the panel it opens below it, a dialog on React
 * Aria Components (focus moves in and is held there, Escape and a tap outside close it, focus
 * returns to the button), shown only below the breakpoint where the full navigation appears.
 *   <MobileMenu label="Main" hideFrom="lg">
 *     {(close) => <li><NavLink to="/models" onClick={close}>Models</NavLink></li>}
 *   </MobileMenu>
 * It closes itself when the location changes (a link followed, a conversation started).
 */
import { useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { useLocation } from 'react-router';
import { cn } from '../lib/cn.ts';
import { buttonClasses } from './button.tsx';
import { ICON_PATHS, StrokeIcon } from './icon.tsx';

const HIDE_FROM = { md: 'md:hidden', lg: 'lg:hidden' } as const;

export function MobileMenu({
  label,
  hideFrom,
  children,
}: {
  /** Accessible name of the navigation inside. */
  label: string;
  hideFrom: keyof typeof HIDE_FROM;
  children: (close: () => void) => ReactNode;
}) {
  // The menu belongs to the location it was opened at: any navigation closes it.
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const setOpen = (next: boolean) => setOpenAt(next ? key : null);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <AriaButton
        aria-label={open ? 'Close menu' : 'Open menu'}
        className={cn(buttonClasses({ variant: 'ghost', size: 'icon' }), HIDE_FROM[hideFrom])}
      >
        <StrokeIcon d={open ? ICON_PATHS.close : ICON_PATHS.menu} />
      </AriaButton>
      <Popover
        placement="bottom end"
        offset={14}
        className={cn(
          'z-50 w-[calc(100vw-1.5rem)] max-w-sm animate-fade-in rounded-xl border border-border bg-surface p-2 shadow-xl shadow-black/15',
          HIDE_FROM[hideFrom],
        )}
      >
        <Dialog aria-label="Menu" className="outline-none">
          <nav aria-label={label}>
            <ul className="flex flex-col gap-1">{children(() => setOpen(false))}</ul>
          </nav>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
