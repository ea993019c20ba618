/**
 * ThemeToggle: a menu of Light, Dark and System (follows prefers-color-scheme, live); the choice
 * persists and System is where a new visitor starts (lib/theme.ts).
 *   <ThemeToggle />
 * Until its first press it is a plain button; the menu (React Aria) loads then and opens at once.
 */
import { lazy, Suspense, useState } from 'react';
import { useThemePreference } from '../lib/theme.ts';
import { Button } from './button.tsx';
import { THEME_TRIGGER_CLASSES, ThemeIcon, themeChoice } from './theme-choices.tsx';

const ThemeMenu = lazy(() => import('./theme-menu.tsx'));

export function ThemeToggle({ className }: { className?: string }) {
  const { preference } = useThemePreference();
  const [opened, setOpened] = useState(false);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Theme: ${themeChoice(preference).label}`}
      aria-haspopup="menu"
      className={THEME_TRIGGER_CLASSES(className)}
      onClick={() => setOpened(true)}
    >
      <ThemeIcon preference={preference} />
    </Button>
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ThemeMenu className={className} />
    </Suspense>
  );
}
