import { useEffect, useRef, useState } from 'react';
import { ADMIN_PLANS, ADMIN_TEXT, PLAN_DIALOG_CLOSE_MS } from '../../../../contract/admin.ts';
import type { User } from '../../../../contract/auth.ts';
import type { PlanId } from '../../../../contract/plans.ts';
import { TIER_NAMES, tierLabel } from '../../../../contract/tiers.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { planChangeFailure, useUpdateUserPlan } from '../api/update-user-plan.ts';

export type PlanDialogProps = { user: User | null; onClose: () => void };

/**
 * SPEC §4 Admin: choosing a plan asks first, since it changes billing (issue 33), then changes
 * it; every button waits while it changes; on success the message shows and the dialog closes
 * after 2 s.
 */
export function PlanDialog({ user, onClose }: PlanDialogProps) {
  const change = useUpdateUserPlan();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [asked, setAsked] = useState<PlanId | null>(null);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    clearTimeout(closeTimer.current);
    change.reset();
    onClose();
  };

  const choose = (plan: PlanId) => {
    setAsked(null);
    if (!user) return;
    change.mutate(
      { userId: user.id, plan },
      { onSuccess: () => (closeTimer.current = setTimeout(close, PLAN_DIALOG_CLOSE_MS)) },
    );
  };

  const locked = change.isPending || change.isSuccess;
  const current = change.data?.user.subscription_tier ?? user?.subscription_tier;

  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title="Change plan"
      description={user ? `${user.name} · ${user.email}` : undefined}
      size="sm"
    >
      {user && (
        <div className="flex flex-col gap-4">
          <p className="text-sm">
            Current plan: <span className="font-medium">{current && tierLabel(current)}</span>
          </p>
          {change.isSuccess && <Alert tone="success">{ADMIN_TEXT.planUpdated}</Alert>}
          {change.isError && <Alert tone="error">{planChangeFailure(change.error)}</Alert>}
          <div role="group" aria-label="Plans" className="grid gap-2">
            {ADMIN_PLANS.map((plan) => (
              <Button
                key={plan}
                variant={plan === current ? 'primary' : 'secondary'}
                disabled={locked || plan === current}
                loading={change.isPending && change.variables?.plan === plan}
                onClick={() => setAsked(plan)}
                className="justify-between"
              >
                {TIER_NAMES[plan]}
                {plan === current && <span className="text-xs opacity-80">Current</span>}
              </Button>
            ))}
          </div>
          <ConfirmDialog
            open={asked !== null}
            onOpenChange={(open) => !open && setAsked(null)}
            title={ADMIN_TEXT.confirmPlanTitle}
            message={
              asked && current
                ? ADMIN_TEXT.confirmPlan(user.name, tierLabel(current), TIER_NAMES[asked])
                : ''
            }
            confirmLabel="Confirm"
            confirmVariant="primary"
            onConfirm={() => asked && choose(asked)}
          />
        </div>
      )}
    </Modal>
  );
}
