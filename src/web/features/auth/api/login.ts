import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '../../../../contract/auth.ts';
import { answer, api } from '../../../lib/api-client.ts';

export const login = (body: LoginRequest) => answer(api.POST('/api/auth/login', { body }));

export const useLogin = () => useMutation({ mutationFn: login });
