import type {
  CodeSentResponse,
  PhoneChangeConfirm,
  PhoneChangeRequest,
  ProfileResponse,
  UpdateProfileRequest,
} from '@casino/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '../../../lib/account/auth-request';

export const profileQuery = queryOptions({
  queryKey: ['player', 'profile'],
  queryFn: () => authRequest<ProfileResponse>('/rest/player/getProfile/').then((body) => body.data),
});

export function useProfile() {
  return useQuery(profileQuery);
}

/** Calls that answer with the whole profile replace the cached one. */
function useProfileMutation<Variables>(send: (variables: Variables) => Promise<ProfileResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response) => queryClient.setQueryData(profileQuery.queryKey, response.data),
  });
}

/** `POST /rest/player/update/`: any of the profile fields. */
export function useUpdateProfile() {
  return useProfileMutation((body: UpdateProfileRequest) =>
    authRequest<ProfileResponse>('/rest/player/update/', { body }),
  );
}

/** `POST /rest/player/phone/change/`: a code to the new number. */
export function useRequestPhoneChange() {
  return useMutation({
    mutationFn: (body: PhoneChangeRequest) =>
      authRequest<CodeSentResponse>('/rest/player/phone/change/', { body }),
  });
}

/** `POST /rest/player/phone/change/confirm/`: the new number with its code. */
export function useConfirmPhoneChange() {
  return useProfileMutation((body: PhoneChangeConfirm) =>
    authRequest<ProfileResponse>('/rest/player/phone/change/confirm/', { body }),
  );
}
