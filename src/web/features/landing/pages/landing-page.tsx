import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LANDING_TEXT } from '../../../../contract/texts.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { EnterpriseSection } from '../components/enterprise-section.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { Hero } from '../components/hero.tsx';
import { LandingFooter } from '../components/landing-footer.tsx';
import { LandingHeader } from '../components/landing-header.tsx';
import { PlatformSection } from '../components/platform-section.tsx';
import { PricingSection } from '../components/pricing-section.tsx';

// The modals (and the dialog library) load on first use, keeping the landing bundle small.
const DemoModal = lazy(() =>
  import('../components/demo-modal.tsx').then((m) => ({ default: m.DemoModal })),
);
const PrivacyModal = lazy(() =>
  import('../../../ui/privacy-modal.tsx').then((m) => ({ default: m.PrivacyModal })),
);
const BookDemoModal = lazy(() =>
  import('../components/book-demo-modal.tsx').then((m) => ({ default: m.BookDemoModal })),
);

type OpenModal = 'demo' | 'privacy' | 'book-demo' | null;

export function LandingPage() {
  const [modal, setModal] = useState<OpenModal>(null);
  // A modal's code loads when first opened; it then stays mounted so focus returns to its trigger.
  const [loaded, setLoaded] = useState<ReadonlySet<OpenModal>>(new Set());
  const show = (name: Exclude<OpenModal, null>) => {
    setLoaded((current) => new Set(current).add(name));
    setModal(name);
  };
  const toggle = (name: Exclude<OpenModal, null>) => (isOpen: boolean) =>
    isOpen ? show(name) : setModal(null);

  return (
    <div className="min-h-dvh overflow-x-clip">
      <LandingHeader />
      <main id="main">
        <Hero onWatchDemo={() => show('demo')} />
        <PlatformSection />
        <FeaturesSection />
        <EnterpriseSection onBookDemo={() => show('book-demo')} />
        <PricingSection />
        <section
          aria-labelledby="cta-title"
          className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 sm:pb-28"
        >
          <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-14 text-center text-white sm:px-12">
            <div
              aria-hidden="true"
              className="absolute inset-0 opacity-[0.12] [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:22px_22px]"
            />
            <div className="relative">
              <h2
                id="cta-title"
                className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
              >
                Start your first debate in about 2 minutes
              </h2>
              <p className="mx-auto mt-4 max-w-xl text-indigo-100">
                Free to start. Bring a question your team keeps going back and forth on.
              </p>
              <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
                <Link
                  to="/signup"
                  className={buttonClasses({
                    size: 'lg',
                    className: 'bg-white text-indigo-700 hover:bg-indigo-50',
                  })}
                >
                  {LANDING_TEXT.getStarted}
                </Link>
                <Button
                  size="lg"
                  variant="ghost"
                  onClick={() => show('demo')}
                  className="text-white ring-1 ring-white/40 hover:bg-white/10"
                >
                  {LANDING_TEXT.watchDemo}
                </Button>
              </div>
            </div>
          </div>
        </section>
      </main>
      <LandingFooter onPrivacy={() => show('privacy')} />
      <Suspense fallback={null}>
        {loaded.has('demo') && <DemoModal open={modal === 'demo'} onOpenChange={toggle('demo')} />}
        {loaded.has('privacy') && (
          <PrivacyModal open={modal === 'privacy'} onOpenChange={toggle('privacy')} />
        )}
        {loaded.has('book-demo') && (
          <BookDemoModal open={modal === 'book-demo'} onOpenChange={toggle('book-demo')} />
        )}
      </Suspense>
    </div>
  );
}
