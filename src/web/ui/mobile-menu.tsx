/**
 * Mobile menu of a sticky header: a menu button and the panel it discloses below the header, on
 * the platform's popover (no script to load: the landing stays light). The browser closes it on
 * Escape and on a tap outside and returns the focus to the button; Tab goes from the button into
 * the panel. It is shown only below the breakpoint where the full navigation appears.
 *   <MobileMenu label="Main" hideFrom="lg">
 *     {(close) => <li><NavLink to="/models">Models</NavLink></li>}
 *   </MobileMenu>
 * It closes itself when the location changes (a link followed, a conversation started).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => document.getElementById(id)?.hidePopover();
  const { key } = useLocation();
  useEffect(() => {
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
  }, [key]);
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? 'Close menu' : 'Open menu'}
        className={cn(buttonClasses({ variant: 'ghost', size: 'icon' }), HIDE_FROM[hideFrom])}
      >
        <StrokeIcon d={open ? ICON_PATHS.close : ICON_PATHS.menu} />
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        onToggle={(event) => setOpen(event.newState === 'open')}
        className={cn(
          'fixed inset-auto top-16 right-3 left-3 m-0 ml-auto h-auto w-auto max-w-sm rounded-xl border border-border bg-surface p-2 text-fg shadow-xl shadow-black/15',
          HIDE_FROM[hideFrom],
        )}
      >
        <nav aria-label={label}>
          <ul className="flex flex-col gap-1">{children(close)}</ul>
        </nav>
      </div>
    </>
  );
}
