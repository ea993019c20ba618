import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { checkUsage } from '../api/check-usage.ts';
import { useUsageStatsOrFallback } from '../api/get-usage-stats.ts';
import { combineOutcomes, isLimitRefusal } from '../lib/check-outcome.ts';
import { readDismissedAt, writeDismissedAt } from '../lib/dialog-dismissal.ts';
import { isBlocked, shouldShowAgain, usageAlert } from '../lib/usage-view.ts';
import { UsageLimitDialog } from './usage-limit-dialog.tsx';

const RECHECK_MS = 15_000;

/**
 * The dashboard's usage watch (SPEC §2, §4, §7, §8): polls usage every 30 s (the fallback stats
 * when they cannot be loaded), opens the limit dialog when a class is near or over its limit
 * (again 2 min after closing when over, 10 min when near, counted from a close kept for the
 * browser session), says whether a start with given models needs an upgrade, and asks the server
 * (`POST /api/usage/check`) before a start or launch.
 */
export function useUsageGuard(): {
  blocked: (modelIds: readonly string[]) => boolean;
  openDialog: (message?: string) => void;
  /** Resolves true when a start with these models may go ahead (SPEC §8's outcomes). */
  checkStart: (modelIds: readonly string[]) => Promise<boolean>;
  checking: boolean;
  dialog: ReactNode;
} {
  const { stats } = useUsageStatsOrFallback();
  const toast = useToast();
  const [manual, setManual] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [dismissedAt, setDismissedAt] = useState<number | null>(() => readDismissedAt());
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
      writeDismissedAt(at);
      setDismissedAt(at);
      setNow(at);
      setMessage(null);
    }
  }, []);

  const openDialog = useCallback((why?: string) => {
    setMessage(typeof why === 'string' ? why : null);
    setManual(true);
  }, []);

  const checkStart = useCallback(
    async (modelIds: readonly string[]) => {
      const distinct = [...new Set(modelIds.filter((id) => id !== ''))];
      setChecking(true);
      try {
        const outcome = combineOutcomes(await Promise.all(distinct.map((id) => checkUsage(id))));
        if (outcome.allowed) {
          if (outcome.reason === 'check_error') console.warn(outcome.message);
          return true;
        }
        if (isLimitRefusal(outcome)) openDialog(outcome.message);
        else toast({ message: outcome.message, tone: 'error' });
        return false;
      } finally {
        setChecking(false);
      }
    },
    [openDialog, toast],
  );

  return {
    blocked: (modelIds) => isBlocked(stats, modelIds),
    openDialog,
    checkStart,
    checking,
    dialog: stats ? (
      <UsageLimitDialog stats={stats} open={open} onOpenChange={onOpenChange} message={message} />
    ) : null,
  };
}
