/**
 * The theme's menu of Light, Dark and System, loaded by ThemeToggle on its first press, so React
 * Aria's menu stays out of the landing page's first load.
 */
import { useThemePreference } from '../lib/theme.ts';
import { DropdownMenu, DropdownMenuItem } from './dropdown-menu.tsx';
import { THEME_CHOICES, THEME_TRIGGER_CLASSES, ThemeIcon, themeChoice } from './theme-choices.tsx';

export default function ThemeMenu({ className }: { className?: string }) {
  const { preference, setPreference } = useThemePreference();
  return (
    <DropdownMenu
      label={`Theme: ${themeChoice(preference).label}`}
      trigger={<ThemeIcon preference={preference} />}
      triggerVariant="ghost"
      triggerClassName={THEME_TRIGGER_CLASSES(className)}
      selectedKey={preference}
      defaultOpen
    >
      {THEME_CHOICES.map((choice) => (
        <DropdownMenuItem
          key={choice.preference}
          id={choice.preference}
          onSelect={() => setPreference(choice.preference)}
        >
          {choice.label}
        </DropdownMenuItem>
      ))}
    </DropdownMenu>
  );
}
