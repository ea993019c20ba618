import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '../../../../contract/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const login = (body: LoginRequest) =>
  apiRequest<AuthResponse>('/api/auth/login', { method: 'POST', body, token: null });

export const useLogin = () => useMutation({ mutationFn: login });
