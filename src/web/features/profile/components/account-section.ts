import type { ComponentType } from 'react';
import type { User } from '../../../../contract/auth.ts';

/** What every Account Settings section receives: the profile as the server last answered it. */
export type AccountSectionProps = { user: User };

export type AccountSection = { id: string; Component: ComponentType<AccountSectionProps> };
