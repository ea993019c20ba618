import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '../../../../contract/auth.ts';
import { answer, api } from '../../../lib/api-client.ts';

export const signup = (body: SignupRequest) => answer(api.POST('/api/auth/signup', { body }));

export const useSignup = () => useMutation({ mutationFn: signup });
