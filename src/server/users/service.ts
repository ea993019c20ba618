import type { User } from '../../contract/auth.ts';
import type { UpdateProfileBody } from '../../contract/profile.ts';
import { AUTH_TEXT } from '../../contract/texts.ts';
import { AppError } from '../lib/app-error.ts';
import { toUser, type AuthService } from '../auth/service.ts';
import type { UsersRepository } from './repository.ts';

/** The signed-in user's own account (SPEC §2 Profile). */
export function createUsersService({
  repository,
  auth,
}: {
  repository: UsersRepository;
  auth: Pick<AuthService, 'getUser' | 'forgetCachedUser'>;
}) {
  return {
    getProfile: (userId: string): Promise<User> => auth.getUser(userId),

    async updateProfile(userId: string, body: UpdateProfileBody): Promise<User> {
      const row = await repository.updateName(userId, body.name);
      if (!row) throw new AppError('not_found', AUTH_TEXT.userNotFound);
      auth.forgetCachedUser(userId);
      return toUser(row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
