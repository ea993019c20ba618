/**
 * ThemeToggle: an icon button switching light/dark; the choice persists (lib/theme.ts).
 *   <ThemeToggle />
 */
import { useTheme } from '../lib/theme.ts';
import { cn } from '../lib/cn.ts';
import { buttonClasses } from './button.tsx';
import { StrokeIcon } from './icon.tsx';

const SUN =
  'M12 3v1.5M12 19.5V21M4.2 4.2l1.1 1.1M18.7 18.7l1.1 1.1M3 12h1.5M19.5 12H21M4.2 19.8l1.1-1.1M18.7 5.3l1.1-1.1M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0z';
const MOON = 'M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
      title={isDark ? 'Light theme' : 'Dark theme'}
      className={cn(
        buttonClasses({ variant: 'ghost', size: 'icon' }),
        'text-muted hover:text-fg',
        className,
      )}
    >
      <StrokeIcon
        d={isDark ? SUN : MOON}
        className="size-[18px]"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </button>
  );
}
