import { Link } from 'react-router';
import { LANDING_TEXT } from '../../../../contract/texts.ts';
import { Logo } from '../../../ui/logo.tsx';
import { LANDING_ANCHORS } from './landing-header.tsx';

const linkClass = 'text-sm text-muted transition-colors hover:text-fg';

export function LandingFooter({ onPrivacy }: { onPrivacy: () => void }) {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[minmax(0,1.5fr)_repeat(3,minmax(0,1fr))]">
        <div className="col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted">
            Infrastructure for AI decision-making. Agents that collaborate, debate and reach
            consensus.
          </p>
        </div>
        <nav aria-label="Product">
          <p className="text-sm font-semibold">Product</p>
          <ul className="mt-3 space-y-2">
            {LANDING_ANCHORS.map((anchor) => (
              <li key={anchor.id}>
                <a href={`#${anchor.id}`} className={linkClass}>
                  {anchor.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account">
          <p className="text-sm font-semibold">Account</p>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/login" className={linkClass}>
                {LANDING_TEXT.signIn}
              </Link>
            </li>
            <li>
              <Link to="/signup" className={linkClass}>
                {LANDING_TEXT.getStarted}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold">Company</p>
          <ul className="mt-3 space-y-2">
            <li>
              <button type="button" onClick={onPrivacy} className={`${linkClass} cursor-pointer`}>
                {LANDING_TEXT.privacyPolicy}
              </button>
            </li>
            <li>
              <a href="mailto:sales@parley.dev" className={linkClass}>
                sales@parley.dev
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted sm:px-6">
          © {new Date().getFullYear()} Parley. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
