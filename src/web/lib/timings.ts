/** SPEC §2: every path change fades out, shows the logo splash, fades back in. */
export const ROUTE_TRANSITION = {
  fadeOutMs: 150,
  splashUntilMs: 600,
  idleAtMs: 750,
} as const;

export type TransitionPhase = 'fading-out' | 'splash' | 'fading-in' | 'idle';

/** The transition phase `elapsedMs` after a path change. */
export function transitionPhaseAt(elapsedMs: number): TransitionPhase {
  if (elapsedMs < ROUTE_TRANSITION.fadeOutMs) return 'fading-out';
  if (elapsedMs < ROUTE_TRANSITION.splashUntilMs) return 'splash';
  if (elapsedMs < ROUTE_TRANSITION.idleAtMs) return 'fading-in';
  return 'idle';
}

/** SPEC §9: loading splash 2.5 s by default, 3 s after signup, 500 ms fade. */
export const SPLASH = {
  defaultMs: 2500,
  signupMs: 3000,
  fadeMs: 500,
} as const;

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
