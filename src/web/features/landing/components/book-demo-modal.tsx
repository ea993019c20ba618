import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal, type ModalOpenProps } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input, Textarea } from '../../../ui/input.tsx';
import { demoRequestMailto, type DemoRequest } from '../lib/demo-request.ts';

const EMPTY: DemoRequest = { name: '', email: '', company: '', message: '' };

/** Book a Demo: collects the request and hands it to the visitor's mail app, addressed to sales. */
export function BookDemoModal({ open, onOpenChange }: ModalOpenProps) {
  const [form, setForm] = useState(EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);

  const set = (field: keyof DemoRequest) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(form.email.trim())) {
      setEmailError('Please enter a valid email address');
      return;
    }
    setEmailError(null);
    const href = demoRequestMailto(form);
    setSentTo(href);
    window.location.href = href;
  };

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setForm(EMPTY);
      setSentTo(null);
    }
  };

  const isBlank = !form.name.trim() || !form.email.trim();

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Book a Demo"
      description="Tell us about your team and we will set up a 30-minute walkthrough."
    >
      {sentTo ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success" title="Almost there">
            Your email app should open with the request addressed to sales@parley.dev. Send it and
            we will reply within one business day.
          </Alert>
          <p className="text-sm text-muted">
            Nothing opened?{' '}
            <a href={sentTo} className="font-medium text-accent-text hover:underline">
              Open the email again
            </a>{' '}
            or write to sales@parley.dev directly.
          </p>
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="Name">
              {(props) => (
                <Input {...props} autoComplete="name" value={form.name} onChange={set('name')} />
              )}
            </Field>
            <Field label="Work email" error={emailError}>
              {(props) => (
                <Input
                  {...props}
                  type="email"
                  autoComplete="email"
                  value={form.email}
                  onChange={set('email')}
                />
              )}
            </Field>
          </div>
          <Field label="Company">
            {(props) => (
              <Input
                {...props}
                autoComplete="organization"
                value={form.company}
                onChange={set('company')}
              />
            )}
          </Field>
          <Field label="What would you like to see?">
            {(props) => (
              <Textarea
                {...props}
                rows={4}
                placeholder="e.g. consensus reviews for our legal team"
                value={form.message}
                onChange={set('message')}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isBlank}>
              Request demo
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
