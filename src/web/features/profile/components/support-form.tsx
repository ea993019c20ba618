import { useState, type FormEvent } from 'react';
import { SUPPORT_LIMITS, SUPPORT_TEXT } from '../../../../contract/support.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input, Textarea } from '../../../ui/input.tsx';
import { useSendSupportMessage } from '../api/send-support-message.ts';

/** The contact form: stored on the server for the admins (support_messages). */
export function SupportForm() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendSupportMessage();
  const isBlank = !subject.trim() || !message.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { subject: subject.trim(), message: message.trim() },
      {
        onSuccess: () => {
          setSubject('');
          setMessage('');
        },
      },
    );
  };

  const edit = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    if (!send.isPending) send.reset();
  };

  return (
    <Card as="section" aria-labelledby="support-form-title">
      <CardHeader>
        <CardTitle id="support-form-title">Contact support</CardTitle>
        <CardDescription>We reply to your account email within one business day.</CardDescription>
      </CardHeader>
      <CardBody>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {send.isSuccess && <Alert tone="success">{SUPPORT_TEXT.sent}</Alert>}
          {send.isError && (
            <Alert tone="error">{failureMessage(send.error, SUPPORT_TEXT.sendFailed)}</Alert>
          )}
          <Field label="Subject">
            {(props) => (
              <Input
                {...props}
                name="subject"
                maxLength={SUPPORT_LIMITS.subjectMax}
                value={subject}
                onChange={edit(setSubject)}
              />
            )}
          </Field>
          <Field
            label="Message"
            aside={
              <span className="text-xs text-muted tabular-nums">
                {message.length}/{SUPPORT_LIMITS.messageMax}
              </span>
            }
          >
            {(props) => (
              <Textarea
                {...props}
                name="message"
                rows={6}
                maxLength={SUPPORT_LIMITS.messageMax}
                value={message}
                onChange={edit(setMessage)}
              />
            )}
          </Field>
          <Button type="submit" className="self-start" disabled={isBlank} loading={send.isPending}>
            Send message
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
