import { useEffect, useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { GeneratorRefusal } from '../../../../contract/assistant.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import { cn } from '../../../lib/cn.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { CloseButton } from '../../../ui/close-button.tsx';
import { Textarea } from '../../../ui/input.tsx';
import {
  useGenerateConfiguration,
  type AssistantModel,
  type GeneratorKind,
} from '../api/generate-configuration.ts';

/** SPEC §4 instruction generator: idle, generating, success (closes after 2 s). */
export const SUCCESS_CLOSE_MS = 2000;

const SPARKLES =
  'M12 3l1.6 4.4L18 9l-4.4 1.6L12 15l-1.6-4.4L6 9l4.4-1.6L12 3zm6.5 10l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8.8-2.2zM5.5 14l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4L3.5 16l1.4-.6.6-1.4z';

/**
 * The AI assistant (SPEC §2): describes a debate, fills the agents and the opening. `kind`
 * chooses the two-agent or the MAX request; `title`, `tooltip` and `summary` its words. SPEC
 * draws it floating; it sits in the setup's toolbar instead, where it covers no field at any
 * width or scroll position (issue 33, decision 042).
 */
export function AssistantWidget<T>({
  kind,
  model,
  onGenerated,
  title = 'AI Assistant',
  tooltip,
  summary = 'both agents and the opening message are filled in',
  placeholder = DASHBOARD_TEXT.assistantPlaceholder,
}: {
  kind: GeneratorKind<T>;
  model: AssistantModel;
  onGenerated: (configuration: T, model: AssistantModel) => void;
  title?: string;
  tooltip?: string;
  summary?: string;
  /** An example description for this kind of debate. */
  placeholder?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [succeeded, setSucceeded] = useState(false);
  const generate = useGenerateConfiguration(kind, model);
  const blank = description.trim() === '';

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      setOpen(false);
      setSucceeded(false);
      setDescription('');
      generate.reset();
    }, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, generate]);

  const close = () => setOpen(false);

  const submit = () => {
    if (blank || generate.isPending || succeeded) return;
    generate.mutate(description, {
      onSuccess: (configuration) => {
        onGenerated(configuration, model);
        setSucceeded(true);
      },
    });
  };

  return (
    <DialogTrigger isOpen={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <span className="group relative inline-flex">
        <AriaButton
          aria-describedby={tooltip ? `${id}-tooltip` : undefined}
          className={cn(
            buttonClasses({ variant: 'primary', size: 'sm' }),
            'outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ring',
          )}
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
            <path d={SPARKLES} />
          </svg>
          {title}
        </AriaButton>
        {tooltip && !open && (
          <span
            id={`${id}-tooltip`}
            role="tooltip"
            className="pointer-events-none absolute top-full right-0 z-30 mt-2 rounded-lg bg-fg px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-bg opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-has-[[data-focus-visible]]:opacity-100"
          >
            {tooltip}
          </span>
        )}
      </span>
      <Popover
        placement="bottom end"
        offset={8}
        className="z-40 w-[calc(100vw-2rem)] max-w-sm animate-fade-in rounded-2xl border border-border bg-surface p-4 shadow-2xl shadow-black/20"
      >
        <Dialog aria-labelledby={`${id}-title`} className="flex flex-col gap-3 outline-none">
          <div className="flex items-start justify-between gap-2">
            <div>
              <h2 id={`${id}-title`} className="font-semibold">
                {title}
              </h2>
              <p className="text-xs text-muted">
                Describe the debate you want; {summary} with {model.name}.
              </p>
            </div>
            <CloseButton
              label="Close assistant"
              onClick={close}
              className="-mt-1 -mr-1 rounded-lg p-1.5"
            />
          </div>
          <label htmlFor={`${id}-description`} className="sr-only">
            Debate description
          </label>
          <Textarea
            id={`${id}-description`}
            autoFocus
            rows={4}
            maxLength={2000}
            value={description}
            disabled={generate.isPending || succeeded}
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit();
              }
            }}
            placeholder={placeholder}
          />
          {generate.isError && (
            <Alert tone="error">
              {generate.error instanceof GeneratorRefusal
                ? generate.error.message
                : DASHBOARD_TEXT.generatorUserError}
            </Alert>
          )}
          {succeeded && <Alert tone="success">{DASHBOARD_TEXT.generatorSuccess(model.name)}</Alert>}
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-muted">
              Enter to generate · Shift+Enter for a new line
            </span>
            <Button
              size="sm"
              onClick={submit}
              disabled={blank || succeeded}
              loading={generate.isPending}
            >
              {generate.isPending ? 'Generating…' : 'Generate'}
            </Button>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
