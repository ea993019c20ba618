import { useState, type ReactNode } from 'react';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { PrivacyModal } from '../../../ui/privacy-modal.tsx';
import { SupportContact } from '../../../ui/support-contact.tsx';

type Open = 'documentation' | 'support' | 'privacy' | null;

const DOC_SECTIONS: { title: string; body: ReactNode }[] = [
  {
    title: 'Set up two agents',
    body: 'Pick a model for the Primary Agent and the Alternative Agent. A persona fills the system instructions with a ready-made role; edit them freely. Parley Sparring Partner runs offline and needs no API key.',
  },
  {
    title: 'Start the conversation',
    body: 'Write an opening message and choose which agent says it. The agents then answer each other automatically, about 1.5 seconds apart, and you watch the replies stream in.',
  },
  {
    title: 'Step in',
    body: 'Every 10 messages the debate pauses for you. Add a message of up to 500 characters, addressed to either agent, or skip to let them carry on. Stop and Continue work at any time.',
  },
  {
    title: 'Keep the result',
    body: 'Copy the transcript or export it as Markdown or JSON from the conversation menu. Your conversations are saved and listed under Recent conversations; a page reload keeps the one you are watching.',
  },
  {
    title: 'AI Assistant',
    body: 'Not sure what to write? Describe the debate to the AI Assistant (bottom right) and it fills both agents and the opening message for you.',
  },
];

/** SPEC §2 dashboard footer: Documentation, Support, Privacy Policy and contact details. */
export function DashboardFooter() {
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  const closeButton = <Button onClick={() => setOpen(null)}>Close</Button>;
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 pr-40 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pr-48">
        <nav aria-label="Help" className="flex flex-wrap gap-x-4 gap-y-1">
          <button type="button" className="hover:text-fg" onClick={() => setOpen('documentation')}>
            {DASHBOARD_TEXT.documentation}
          </button>
          <button type="button" className="hover:text-fg" onClick={() => setOpen('support')}>
            {DASHBOARD_TEXT.support}
          </button>
          <button type="button" className="hover:text-fg" onClick={() => setOpen('privacy')}>
            {DASHBOARD_TEXT.privacyPolicy}
          </button>
        </nav>
        <p>
          Contact:{' '}
          <a className="hover:text-fg" href={`mailto:${DASHBOARD_TEXT.supportEmail}`}>
            {DASHBOARD_TEXT.supportEmail}
          </a>
        </p>
      </div>
      <Modal
        open={open === 'documentation'}
        onOpenChange={close}
        title={DASHBOARD_TEXT.documentation}
        size="lg"
        footer={closeButton}
      >
        <div className="flex flex-col gap-4">
          {DOC_SECTIONS.map((section) => (
            <section key={section.title}>
              <h3 className="text-sm font-semibold">{section.title}</h3>
              <p className="mt-1 text-sm text-muted">{section.body}</p>
            </section>
          ))}
        </div>
      </Modal>
      <Modal
        open={open === 'support'}
        onOpenChange={close}
        title={DASHBOARD_TEXT.support}
        footer={closeButton}
      >
        <SupportContact />
      </Modal>
      <PrivacyModal open={open === 'privacy'} onOpenChange={close} />
    </footer>
  );
}
