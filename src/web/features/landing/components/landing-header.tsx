import { Link } from 'react-router';
import { LANDING_TEXT } from '../../../../contract/texts.ts';
import { cn } from '../../../lib/cn.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { MobileMenu } from '../../../ui/mobile-menu.tsx';
import { ThemeToggle } from '../../../ui/theme-toggle.tsx';

export const LANDING_ANCHORS = [
  { id: 'platform', label: LANDING_TEXT.navPlatform },
  { id: 'features', label: LANDING_TEXT.navFeatures },
  { id: 'enterprise', label: LANDING_TEXT.navEnterprise },
  { id: 'pricing', label: LANDING_TEXT.navPricing },
] as const;

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-bg/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link to="/landing" aria-label="Parley home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Sections" className="hidden items-center gap-1 md:flex">
          {LANDING_ANCHORS.map((anchor) => (
            <a
              key={anchor.id}
              href={`#${anchor.id}`}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-fg"
            >
              {anchor.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <ThemeToggle />
          <Link
            to="/login"
            className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), 'max-sm:hidden')}
          >
            {LANDING_TEXT.signIn}
          </Link>
          <Link to="/signup" className={buttonClasses({ size: 'sm' })}>
            {LANDING_TEXT.getStarted}
          </Link>
          <MobileMenu label="Sections menu" hideFrom="md">
            {(close) => (
              <>
                {LANDING_ANCHORS.map((anchor) => (
                  <li key={anchor.id}>
                    <a
                      href={`#${anchor.id}`}
                      onClick={close}
                      className="block rounded-md px-3 py-2.5 text-sm font-medium text-fg hover:bg-surface-2"
                    >
                      {anchor.label}
                    </a>
                  </li>
                ))}
                <li className="mt-2 border-t border-border pt-3">
                  <Link
                    to="/login"
                    className={cn(buttonClasses({ variant: 'secondary' }), 'w-full')}
                  >
                    {LANDING_TEXT.signIn}
                  </Link>
                </li>
              </>
            )}
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
