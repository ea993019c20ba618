/**
 * Splash: a full-screen loading screen with the logo that fades out and then calls `onDone`
 * (SPEC §9: 2.5 s by default, 3 s after signup, 500 ms fade).
 *   <Splash durationMs={SPLASH.signupMs} message="Setting up your workspace" onDone={finish} />
 */
import { useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { SPLASH } from '../lib/timings.ts';
import { LogoMark } from './logo.tsx';

export type SplashProps = {
  durationMs?: number;
  fadeMs?: number;
  message?: string;
  onDone: () => void;
};

export function Splash({
  durationMs = SPLASH.defaultMs,
  fadeMs = SPLASH.fadeMs,
  message = 'Loading',
  onDone,
}: SplashProps) {
  const [fading, setFading] = useState(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    const fade = setTimeout(() => setFading(true), Math.max(0, durationMs - fadeMs));
    const finish = setTimeout(() => done.current(), durationMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(finish);
    };
  }, [durationMs, fadeMs]);

  return (
    <div
      role="status"
      aria-label={message}
      data-testid="splash"
      className={cn(
        'fixed inset-0 z-[80] flex flex-col items-center justify-center gap-6 bg-bg transition-opacity ease-out',
        fading ? 'opacity-0' : 'opacity-100',
      )}
      style={{ transitionDuration: `${fadeMs}ms` }}
    >
      <LogoMark className="size-16 motion-safe:animate-pulse" />
      <div className="flex flex-col items-center gap-3">
        <p className="text-lg font-semibold tracking-tight">{message}</p>
        <div className="h-1 w-48 overflow-hidden rounded-full bg-surface-2">
          <div
            className="h-full origin-left rounded-full bg-accent"
            style={{ animation: `splash-progress ${durationMs - fadeMs}ms ease-out both` }}
          />
        </div>
      </div>
    </div>
  );
}
