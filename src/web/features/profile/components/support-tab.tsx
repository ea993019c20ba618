import { SUPPORT_FAQ } from '../../../../contract/profile.ts';
import { Card, CardBody, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { ICON_PATHS, StrokeIcon } from '../../../ui/icon.tsx';
import { SupportContact } from '../../../ui/support-contact.tsx';
import { SupportForm } from './support-form.tsx';
import { SupportHistory } from './support-history.tsx';

function Faq() {
  return (
    <Card as="section" aria-labelledby="faq-title">
      <CardHeader>
        <CardTitle id="faq-title">Frequently asked questions</CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col divide-y divide-border py-2 sm:py-3">
        {SUPPORT_FAQ.map(({ question, answer }) => (
          <details key={question} className="group py-2">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-md py-1.5 text-sm font-medium [&::-webkit-details-marker]:hidden">
              {question}
              <StrokeIcon
                d={ICON_PATHS.chevronDown}
                className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pt-1 pb-2 text-sm text-muted">{answer}</p>
          </details>
        ))}
      </CardBody>
    </Card>
  );
}

/** SPEC §2 Profile, Support tab: a contact form, an FAQ and contact details. */
export function SupportTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <SupportForm />
        <SupportHistory />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <Faq />
        <Card as="section" aria-labelledby="contact-title">
          <CardHeader>
            <CardTitle id="contact-title">Contact details</CardTitle>
          </CardHeader>
          <CardBody>
            <SupportContact />
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
