import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../lib/cn.ts';
import {
  ROUTE_TRANSITION,
  prefersReducedMotion,
  transitionPhaseAt,
  type TransitionPhase,
} from '../lib/timings.ts';
import { LogoMark } from '../ui/logo.tsx';

/**
 * SPEC §2: on every path change the page fades out (150 ms), the logo splash shows until 600 ms,
 * the page fades back in and the overlay is gone at 750 ms. Skipped under prefers-reduced-motion.
 */
export function RouteTransition() {
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<TransitionPhase>('idle');
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (prefersReducedMotion()) return;
    const startedAt = performance.now();
    // At each boundary the phase is read from the clock, so a late timer never shows a past one.
    const boundaries = [
      0,
      ROUTE_TRANSITION.fadeOutMs,
      ROUTE_TRANSITION.splashUntilMs,
      ROUTE_TRANSITION.idleAtMs,
    ];
    const timers = boundaries.map((at) =>
      setTimeout(() => setPhase(transitionPhaseAt(performance.now() - startedAt)), at),
    );
    return () => timers.forEach(clearTimeout);
  }, [pathname]);

  if (phase === 'idle') return null;
  return (
    <div
      data-testid="route-transition"
      data-phase={phase}
      aria-hidden="true"
      className={cn(
        'fixed inset-0 z-[70] flex items-center justify-center bg-bg transition-opacity duration-150 ease-out',
        phase === 'fading-in' ? 'opacity-0' : 'opacity-100',
        phase === 'fading-out' && 'animate-fade-in [animation-duration:150ms]',
      )}
    >
      <LogoMark
        className={cn(
          'size-12 transition-all duration-300',
          phase === 'splash' ? 'scale-100 opacity-100' : 'scale-90 opacity-0',
        )}
      />
    </div>
  );
}
