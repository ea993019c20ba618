import { cn } from '../lib/cn.ts';
import type { ThemePreference } from '../lib/theme.ts';
import { StrokeIcon } from './icon.tsx';

const SUN =
  'M12 3v1.5M12 19.5V21M4.2 4.2l1.1 1.1M18.7 18.7l1.1 1.1M3 12h1.5M19.5 12H21M4.2 19.8l1.1-1.1M18.7 5.3l1.1-1.1M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0z';
const MOON = 'M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z';
const SCREEN = 'M4 5h16v11H4zM9 20h6M12 16v4';

export const THEME_CHOICES: { preference: ThemePreference; label: string; icon: string }[] = [
  { preference: 'light', label: 'Light', icon: SUN },
  { preference: 'dark', label: 'Dark', icon: MOON },
  { preference: 'system', label: 'System', icon: SCREEN },
];

export const themeChoice = (preference: ThemePreference) =>
  THEME_CHOICES.find((choice) => choice.preference === preference)!;

/** The trigger's look, the same before and after the menu is loaded. */
export const THEME_TRIGGER_CLASSES = (className?: string) =>
  cn('text-muted hover:text-fg', className);

export function ThemeIcon({ preference }: { preference: ThemePreference }) {
  return (
    <StrokeIcon
      d={themeChoice(preference).icon}
      className="size-[18px]"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  );
}
