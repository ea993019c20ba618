/**
 * PageFooter: lets a page put its footer after the layout's `<main>`, so it is a real
 * contentinfo landmark rather than a footer nested in the main content.
 *   Root:   <PageFooterProvider>…</PageFooterProvider>
 *   Layout: <main>…</main><PageFooterOutlet />
 *   Page:   <PageFooter><footer>…</footer></PageFooter>
 * Without a provider or an outlet the footer renders where it stands.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Slot = { target: HTMLElement | null; setTarget: (element: HTMLElement | null) => void };

const FooterSlot = createContext<Slot | null>(null);

export function PageFooterProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return <FooterSlot.Provider value={{ target, setTarget }}>{children}</FooterSlot.Provider>;
}

/** Where page footers go: after the layout's `<main>`. */
export function PageFooterOutlet() {
  const slot = useContext(FooterSlot);
  return <div ref={slot?.setTarget} data-testid="page-footer-outlet" />;
}

export function PageFooter({ children }: { children: ReactNode }) {
  const target = useContext(FooterSlot)?.target;
  return target ? createPortal(children, target) : <>{children}</>;
}
