/**
 * PrivacyModal: the product's one privacy policy, opened from the landing page and the dashboard.
 *   <PrivacyModal open={open} onOpenChange={setOpen} />
 */
import { Button } from './button.tsx';
import { Modal, type ModalOpenProps } from './dialog.tsx';

const SECTIONS = [
  {
    title: 'What we collect',
    body: 'Your name, email address and a salted hash of your password; the agents, instructions, documents and conversations you create; usage records (model, tokens, time) needed to enforce plan limits; and basic request logs kept for security.',
  },
  {
    title: 'How we use it',
    body: 'To run your debates, meter usage, bill your plan, keep the service secure and answer support requests. We do not sell your data and we do not use your conversations or documents to train models.',
  },
  {
    title: 'Model providers',
    body: 'When an agent speaks, its instructions, the relevant documents and the conversation so far are sent to the provider of the model you chose (for example OpenAI, Anthropic or Google) under their API terms. Enterprise customers may use their own API keys, which we store encrypted.',
  },
  {
    title: 'Sharing and live sessions',
    body: 'Nothing you create is public unless you share it. A shared model token or live session token lets anyone who has it import that model or watch that session; you can revoke it at any time.',
  },
  {
    title: 'Retention and your rights',
    body: 'We keep your data while your account is active and delete it within 30 days of an account deletion request. You can ask for a copy, a correction or deletion of your data at any time.',
  },
  {
    title: 'Payments and cookies',
    body: 'Payments are handled by our payment processor; we never see your full card number. Parley uses browser storage only to keep you signed in and remember your theme. No advertising trackers.',
  },
];

export function PrivacyModal({ open, onOpenChange }: ModalOpenProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Privacy Policy"
      description="How Parley handles your data. Last updated January 2026."
      footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}
    >
      <div className="space-y-5 text-sm leading-relaxed">
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h3 className="font-semibold text-fg">{section.title}</h3>
            <p className="mt-1 text-muted">{section.body}</p>
          </section>
        ))}
        <p className="text-muted">
          Questions? Write to{' '}
          <a
            className="font-medium text-accent-text hover:underline"
            href="mailto:privacy@parley.dev"
          >
            privacy@parley.dev
          </a>
          .
        </p>
      </div>
    </Modal>
  );
}
