import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignupRequest } from '../../../../contract/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const signup = (body: SignupRequest) =>
  apiRequest<AuthResponse>('/api/auth/signup', { method: 'POST', body, token: null });

export const useSignup = () => useMutation({ mutationFn: signup });
