import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { GeneratorRefusal } from '../../../../contract/assistant.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import { cn } from '../../../lib/cn.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
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
 * True while the focused control lies under the floating button (outside the widget): the button
 * then fades out of the way, so it never covers the field being filled, and comes back once the
 * focus or the page moves on.
 */
function useCoversFocus(
  buttonRef: RefObject<HTMLElement | null>,
  ownRef: RefObject<HTMLElement | null>,
): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    const check = () => {
      const active = document.activeElement;
      const button = buttonRef.current;
      if (
        !button ||
        !(active instanceof HTMLElement) ||
        active === document.body ||
        ownRef.current?.contains(active)
      ) {
        setCovers(false);
        return;
      }
      const field = active.getBoundingClientRect();
      const own = button.getBoundingClientRect();
      setCovers(
        field.left < own.right &&
          own.left < field.right &&
          field.top < own.bottom &&
          own.top < field.bottom,
      );
    };
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', check);
    window.addEventListener('scroll', check, { capture: true, passive: true });
    window.addEventListener('resize', check);
    return () => {
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', check);
      window.removeEventListener('scroll', check, { capture: true });
      window.removeEventListener('resize', check);
    };
  }, [buttonRef, ownRef]);
  return covers;
}

/**
 * The floating AI assistant (SPEC §2): describes a debate, fills the agents and the opening.
 * `kind` chooses the two-agent or the MAX request; `title`, `tooltip` and `summary` its words.
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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const coversFocus = useCoversFocus(buttonRef, widgetRef);
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
    <div ref={widgetRef}>
      {/* Room at the end of the page, so its last fields scroll clear of the floating button. */}
      <div aria-hidden="true" className="h-20" />
      <DialogTrigger isOpen={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <AriaButton
          ref={buttonRef}
          aria-describedby={tooltip ? `${id}-tooltip` : undefined}
          className={cn(
            'group fixed right-4 bottom-4 z-40 flex h-12 min-w-12 cursor-pointer items-center justify-center gap-2 rounded-full bg-accent px-3.5 sm:px-4 text-sm font-semibold text-accent-fg shadow-lg shadow-indigo-950/25 transition-[background-color,opacity] outline-none hover:bg-accent-hover data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ring sm:right-6 sm:bottom-6',
            coversFocus && !open && 'pointer-events-none opacity-0',
          )}
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
            <path d={SPARKLES} />
          </svg>
          <span className="sr-only sm:not-sr-only">{title}</span>
          {tooltip && !open && (
            <span
              id={`${id}-tooltip`}
              role="tooltip"
              className="pointer-events-none absolute right-0 bottom-full mb-2 rounded-lg bg-fg px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-bg opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-data-[focus-visible]:opacity-100"
            >
              {tooltip}
            </span>
          )}
        </AriaButton>
        <Popover
          placement="top end"
          offset={12}
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
            {succeeded && (
              <Alert tone="success">{DASHBOARD_TEXT.generatorSuccess(model.name)}</Alert>
            )}
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
    </div>
  );
}
