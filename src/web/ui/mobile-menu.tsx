/**
 * Mobile menu of a sticky header: the hamburger toggle and the panel it opens below the header
 * row, both shown only below the breakpoint where the full navigation appears.
 *   <MobileMenuToggle open={open} onToggle={toggle} controls="app-mobile-menu" hideFrom="lg" />
 *   {open && (
 *     <MobileMenuPanel id="app-mobile-menu" label="Mobile" hideFrom="lg">
 *       <li>…</li>
 *     </MobileMenuPanel>
 *   )}
 * The open state lives in the header, which decides what closes the menu.
 */
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { buttonClasses } from './button.tsx';
import { ICON_PATHS, StrokeIcon } from './icon.tsx';

const HIDE_FROM = { md: 'md:hidden', lg: 'lg:hidden' } as const;

type Breakpoint = keyof typeof HIDE_FROM;

export function MobileMenuToggle({
  open,
  onToggle,
  controls,
  hideFrom,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  hideFrom: Breakpoint;
}) {
  return (
    <button
      type="button"
      className={cn(buttonClasses({ variant: 'ghost', size: 'icon' }), HIDE_FROM[hideFrom])}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
    >
      <StrokeIcon d={open ? ICON_PATHS.close : ICON_PATHS.menu} />
    </button>
  );
}

export function MobileMenuPanel({
  id,
  label,
  hideFrom,
  children,
}: {
  id: string;
  label: string;
  hideFrom: Breakpoint;
  children: ReactNode;
}) {
  return (
    <nav
      id={id}
      aria-label={label}
      className={cn('border-t border-border px-4 py-3', HIDE_FROM[hideFrom])}
    >
      <ul className="flex flex-col gap-1">{children}</ul>
    </nav>
  );
}
