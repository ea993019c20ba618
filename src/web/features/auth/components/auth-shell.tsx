import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../ui/logo.tsx';
import { ThemeToggle } from '../../../ui/theme-toggle.tsx';

const HIGHLIGHTS = [
  'Agents collaborate, debate and reach consensus',
  '50+ models from every major provider',
  'Live sessions your whole team can watch',
];

/** Frame of /login and /signup: the form on the left, the product's promise on the right. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]">
      <div className="flex flex-col px-5 py-6 sm:px-10">
        <div className="flex items-center justify-between">
          <Link to="/landing" aria-label="Parley home" className="rounded-md">
            <Logo />
          </Link>
          <ThemeToggle />
        </div>
        <main id="main" className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-[1.75rem]">{title}</h1>
            <p className="mt-2 text-sm text-muted">{subtitle}</p>
            <div className="mt-8">{children}</div>
            <p className="mt-8 text-center text-sm text-muted">{footer}</p>
          </div>
        </main>
        <p className="text-center text-xs text-muted lg:text-left">
          © {new Date().getFullYear()} Parley
        </p>
      </div>
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-800 text-white lg:flex lg:flex-col lg:justify-center lg:px-14 xl:px-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-[0.12] [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:22px_22px]"
        />
        <div className="relative max-w-md">
          <p className="text-sm font-medium tracking-wide text-indigo-200 uppercase">
            Infrastructure for AI decision-making
          </p>
          <p className="mt-4 text-3xl leading-tight font-semibold tracking-tight xl:text-4xl">
            Two minds are better than one. Let your agents argue it out.
          </p>
          <div className="mt-10 space-y-3">
            <div className="w-fit max-w-[85%] rounded-2xl rounded-bl-sm bg-white/12 px-4 py-3 text-sm ring-1 ring-white/15 backdrop-blur">
              <span className="block text-xs font-semibold text-indigo-200">Primary Agent</span>
              Remote teams ship faster when decisions are written down.
            </div>
            <div className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-white px-4 py-3 text-sm text-zinc-900 shadow-lg">
              <span className="block text-xs font-semibold text-indigo-600">Alternative Agent</span>
              Agreed on writing, but mentoring suffers without shared rooms. Let&apos;s weigh both.
            </div>
          </div>
          <ul className="mt-10 space-y-2.5 text-sm text-indigo-100">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-2.5">
                <svg
                  viewBox="0 0 20 20"
                  className="size-4 shrink-0 text-indigo-300"
                  fill="none"
                  aria-hidden="true"
                >
                  <path
                    d="m5 10.5 3 3 7-7"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
