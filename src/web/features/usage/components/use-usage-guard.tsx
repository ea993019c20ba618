import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useUsageStats } from '../api/get-usage-stats.ts';
import { isBlocked, shouldShowAgain, usageAlert } from '../lib/usage-view.ts';
import { UsageLimitDialog } from './usage-limit-dialog.tsx';

const RECHECK_MS = 15_000;

/**
 * The dashboard's usage watch (SPEC §2, §4): polls usage every 30 s, opens the limit dialog when
 * a class is near or over its limit (again 2 min after closing when over, 10 min when near), and
 * says whether a start with given models needs an upgrade.
 */
export function useUsageGuard(): {
  blocked: (modelIds: readonly string[]) => boolean;
  openDialog: () => void;
  dialog: ReactNode;
} {
  const { data: stats } = useUsageStats();
  const [manual, setManual] = useState(false);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const alert = stats ? usageAlert(stats) : null;

  useEffect(() => {
    if (!alert) return;
    const timer = setInterval(() => setNow(Date.now()), RECHECK_MS);
    return () => clearInterval(timer);
  }, [alert]);

  const open = manual || shouldShowAgain(alert, dismissedAt, now);
  const onOpenChange = useCallback((next: boolean) => {
    setManual(next);
    if (!next) {
      const at = Date.now();
      setDismissedAt(at);
      setNow(at);
    }
  }, []);

  return {
    blocked: (modelIds) => isBlocked(stats, modelIds),
    openDialog: () => setManual(true),
    dialog: stats ? (
      <UsageLimitDialog stats={stats} open={open} onOpenChange={onOpenChange} />
    ) : null,
  };
}
