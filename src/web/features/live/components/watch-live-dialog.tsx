import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIVE_TEXT, checkLiveToken, formatLiveTokenInput } from '../../../../contract/live.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal, type ModalOpenProps } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { joinLive } from '../api/join-live.ts';

/**
 * SPEC §2 'watch live session' dialog: the token input inserts the dash after 4 characters;
 * joining checks the session, then opens /live/{code} (Watch Mode, or Collaboration Mode for
 * registered collaborators).
 */
export function WatchLiveDialog({ open, onOpenChange }: ModalOpenProps) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const navigate = useNavigate();

  const close = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLiveToken(token);
    if (checked.error !== undefined) {
      setError(checked.error);
      return;
    }
    setError(null);
    setJoining(true);
    try {
      await joinLive(checked.code);
      close(false);
      void navigate(`/live/${checked.code}`);
    } catch (failure) {
      // SPEC §8: a code that names no session says so; other failures keep SPEC §5's text.
      const missing = failure instanceof ApiError && failure.status === 404;
      setError(missing ? LIVE_TEXT.notFoundBeforeConnection : LIVE_TEXT.joinFailed);
    } finally {
      setJoining(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={LIVE_TEXT.watchTitle}
      description="Enter the live session token you received to watch the conversation as it happens."
      size="sm"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <Field label="Live session token" error={error}>
          {(props) => (
            <Input
              {...props}
              value={token}
              onChange={(event) => setToken(formatLiveTokenInput(event.target.value))}
              placeholder="XXXX-XXXX"
              autoComplete="off"
              spellCheck={false}
              autoFocus
              className="font-mono tracking-wider"
            />
          )}
        </Field>
        <div className="rounded-lg bg-surface-2 px-3 py-2.5 text-xs text-muted">
          <p>
            <span className="font-semibold text-fg">{LIVE_TEXT.watchMode}</span> (default): watch
            read-only.
          </p>
          <p className="mt-1">
            <span className="font-semibold text-fg">{LIVE_TEXT.collaborationMode}</span>: if the
            owner registered you as a collaborator, you can also intervene.
          </p>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)} disabled={joining}>
            Cancel
          </Button>
          {/* Enabled when blank, so that submitting says 'Please enter a live session token'. */}
          <Button type="submit" loading={joining}>
            Join Session
          </Button>
        </div>
      </form>
    </Modal>
  );
}
