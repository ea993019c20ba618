import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { COMMUNITY_LIMITS, COMMUNITY_TEXT, tagsFromInput } from '../../../../contract/community.ts';
import { normalizeShareToken, shareTokenInput } from '../../../../contract/custom-models.ts';
import { useCustomModels } from '../../../lib/custom-models.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal, type ModalOpenProps } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input, Textarea } from '../../../ui/input.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useCreatePost } from '../api/create-post.ts';
import { createPostFailure } from '../lib/messages.ts';

const empty = { title: '', description: '', modelToken: '', tags: '' };

const required = (label: string) => (
  <>
    {label}
    <span aria-hidden="true" className="text-danger-text">
      *
    </span>
  </>
);

/** The caller's own shared models, offered as one-click fills of the token field. */
function SharedModelChoices({ onPick }: { onPick: (token: string, name: string) => void }) {
  const models = useCustomModels();
  const shared = (models.data ?? []).filter((model) => model.share_token && !model.is_imported);
  if (models.isPending) return null;
  if (shared.length === 0) {
    return (
      <p className="text-xs text-muted">
        Share a model on the{' '}
        <Link to="/models" className="font-medium text-accent-text underline">
          Models page
        </Link>{' '}
        to get a token.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="text-xs text-muted">Your shared models:</span>
      {shared.map((model) => (
        <Button
          key={model.id}
          variant="secondary"
          size="sm"
          className="h-7 px-2 text-xs"
          onClick={() => onPick(model.share_token!, model.name)}
        >
          {model.name}
        </Button>
      ))}
    </div>
  );
}

/** SPEC §2 Share Your Model modal; SPEC §5 and §8 for its messages. */
export function ShareModelDialog({ open, onOpenChange }: ModalOpenProps) {
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePost();
  const toast = useToast();

  const set = (field: keyof typeof empty) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const close = (next: boolean) => {
    if (!next) {
      setError(null);
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const modelToken = normalizeShareToken(form.modelToken);
    if (!form.title.trim() || !form.description.trim() || !modelToken) {
      setError(COMMUNITY_TEXT.fillRequired);
      return;
    }
    setError(null);
    create.mutate(
      {
        title: form.title,
        description: form.description,
        modelToken,
        tags: tagsFromInput(form.tags),
      },
      {
        onSuccess: () => {
          toast({ message: 'Your model is now shared with the community.', tone: 'success' });
          setForm(empty);
          close(false);
        },
        onError: (failure) => setError(createPostFailure(failure)),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={COMMUNITY_TEXT.shareYourModel}
      description="Post a model you share so others can find, like and import it."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={required(COMMUNITY_TEXT.modelTitle)}>
          {(props) => (
            <Input
              {...props}
              value={form.title}
              onChange={(event) => set('title')(event.target.value)}
              maxLength={COMMUNITY_LIMITS.titleMaxLength}
              autoFocus
            />
          )}
        </Field>
        <Field label={required(COMMUNITY_TEXT.description)}>
          {(props) => (
            <Textarea
              {...props}
              value={form.description}
              onChange={(event) => set('description')(event.target.value)}
              maxLength={COMMUNITY_LIMITS.descriptionMaxLength}
              rows={4}
            />
          )}
        </Field>
        <Field label={required(COMMUNITY_TEXT.modelToken)}>
          {(props) => (
            <div className="flex flex-col gap-2">
              <Input
                {...props}
                value={form.modelToken}
                onChange={(event) => set('modelToken')(shareTokenInput(event.target.value))}
                placeholder={COMMUNITY_TEXT.tokenPlaceholder}
                autoComplete="off"
                spellCheck={false}
                className="font-mono tracking-wider"
              />
              <SharedModelChoices
                onPick={(token, name) =>
                  setForm((current) => ({
                    ...current,
                    modelToken: token,
                    title: current.title || name,
                  }))
                }
              />
            </div>
          )}
        </Field>
        <Field label={COMMUNITY_TEXT.tags} hint={COMMUNITY_TEXT.tagsHint}>
          {(props) => (
            <Input
              {...props}
              value={form.tags}
              onChange={(event) => set('tags')(event.target.value)}
            />
          )}
        </Field>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)} disabled={create.isPending}>
            {COMMUNITY_TEXT.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {COMMUNITY_TEXT.shareModel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
