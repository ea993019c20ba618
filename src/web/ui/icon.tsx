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
  /** A winner. */
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3',
  /** A draw: equal in a circle. */
  draw: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8.5 10h7M8.5 14h7',
  /** Judging: a pair of scales. */
  scales: 'M12 4v16M8 20h8M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z',
  /** A finish: a flag. */
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  /** Voting: a ballot going into a box. */
  ballot: 'M4 13h16v7H4zM8 13V5h8v8M10 9l1.5 1.5L14 8',
  /** A spoken part: a microphone. */
  microphone: 'M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v4',
  /** A raised hand: the person's turn. */
  hand: 'M8 13V6a1.5 1.5 0 0 1 3 0v5M11 11V4.5a1.5 1.5 0 0 1 3 0V11M14 11V6a1.5 1.5 0 0 1 3 0v5M17 11V9a1.5 1.5 0 0 1 3 0v5a7 7 0 0 1-7 7h-.5a7 7 0 0 1-5.6-2.8L4.3 15a1.5 1.5 0 0 1 2.4-1.8L8 15',
  /** A notice: i in a circle. */
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v5M12 8h.01',
  /** A failure: x in a circle. */
  error: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6',
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

/**
 * IconLabel: a line icon before a text, for headings, buttons and status lines (never an emoji,
 * which shows as an empty box where no emoji font is installed).
 *   <h2><IconLabel d={ICON_PATHS.scales}>Verdict</IconLabel></h2>
 */
export function IconLabel({ d, children }: { d: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <StrokeIcon d={d} className="size-4 shrink-0" />
      <span>{children}</span>
    </span>
  );
}
