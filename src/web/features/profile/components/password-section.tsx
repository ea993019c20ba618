import { useState } from 'react';
import { PROFILE_TEXT } from '../../../../contract/profile.ts';
import { Button } from '../../../ui/button.tsx';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

export function PasswordSection() {
  const [open, setOpen] = useState(false);
  return (
    <Card as="section" aria-labelledby="password-title">
      <CardHeader>
        <CardTitle id="password-title">Password</CardTitle>
        <CardDescription>
          Changing your password signs out every other device; this one stays signed in.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {PROFILE_TEXT.changePassword}
        </Button>
        <ChangePasswordDialog open={open} onOpenChange={setOpen} />
      </CardBody>
    </Card>
  );
}
