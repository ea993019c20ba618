/**
 * StrokeIcon: a line icon on the 24 px grid, drawn in the current text colour and hidden from
 * assistive technology (the button around it carries the label).
 *   <StrokeIcon d={ICON_PATHS.close} className="size-4" />
 *   <StrokeIcon d={path} strokeWidth="1.8" strokeLinejoin="round" />
 * Further shapes go in as children; they inherit the stroke.
 */
import type { ReactNode } from 'react';

export const ICON_PATHS = {
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  chevronDown: 'm6 9 6 6 6-6',
  chevronRight: 'm9 6 6 6-6 6',
  check: 'm5 12.5 4.5 4.5L19 7.5',
} as const;

export type StrokeIconProps = {
  d?: string;
  className?: string;
  strokeWidth?: string;
  strokeLinejoin?: 'round';
  children?: ReactNode;
};

export function StrokeIcon({
  d,
  className = 'size-5',
  strokeWidth = '2',
  strokeLinejoin,
  children,
}: StrokeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={strokeLinejoin}
      aria-hidden="true"
    >
      {d && <path d={d} />}
      {children}
    </svg>
  );
}
