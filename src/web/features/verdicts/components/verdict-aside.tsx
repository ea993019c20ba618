import type { ReactNode } from 'react';
import { VERDICT_UI_TEXT } from '../../../../contract/verdicts.ts';

/**
 * The verdicts beside a conversation at desktop widths (issue 33): in their own scroll, so a
 * verdict never pushes the newest message out of view, and read from the top.
 */
export function VerdictAside({ children }: { children: ReactNode }) {
  return (
    <aside
      aria-label={VERDICT_UI_TEXT.panelTitle}
      className="relative min-h-0 w-[26rem] shrink-0 overflow-y-auto overscroll-contain border-l border-border py-4 pl-4 [&>*]:mt-0"
      data-testid="verdict-aside"
    >
      {children}
    </aside>
  );
}
