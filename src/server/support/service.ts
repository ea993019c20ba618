import type { User } from '../../contract/auth.ts';
import {
  OWN_SUPPORT_MESSAGES_LIMIT,
  type SupportMessage,
  type SupportMessageBody,
  type SupportMessageWithSender,
} from '../../contract/support.ts';
import type { SupportMessageRow, SupportRepository } from './repository.ts';

export function toSupportMessage(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSupportMessageWithSender(row: SupportMessageRow): SupportMessageWithSender {
  return { ...toSupportMessage(row), userId: row.userId, name: row.name, email: row.email };
}

/** The Support tab's contact form: messages are stored for the admins to read. */
export function createSupportService(repository: SupportRepository) {
  return {
    async send(user: User, body: SupportMessageBody): Promise<SupportMessage> {
      const row = await repository.insert({
        userId: user.id,
        name: user.name,
        email: user.email,
        subject: body.subject,
        message: body.message,
      });
      return toSupportMessage(row);
    },

    async listOwn(user: User): Promise<SupportMessage[]> {
      const rows = await repository.listOfUser(user.id, OWN_SUPPORT_MESSAGES_LIMIT);
      return rows.map(toSupportMessage);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
