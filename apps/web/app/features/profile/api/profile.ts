import {
  type PhoneChangeConfirm,
  type PhoneChangeRequest,
  PROFILE_ENDPOINTS,
  type ProfileResponse,
  type UpdateProfileRequest,
} from '@casino/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { PLAYER_PROFILE_KEY } from '../../../lib/player-query-keys';

export const profileQuery = queryOptions({
  queryKey: PLAYER_PROFILE_KEY,
  queryFn: async () => (await callEndpoint(PROFILE_ENDPOINTS.profile)).data,
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
  return useProfileMutation((body: UpdateProfileRequest) => callEndpoint(PROFILE_ENDPOINTS.update, { body }));
}

/** `POST /rest/player/phone/change/`: a code to the new number. */
export function useRequestPhoneChange() {
  return useMutation({
    mutationFn: (body: PhoneChangeRequest) => callEndpoint(PROFILE_ENDPOINTS.requestPhoneChange, { body }),
  });
}

/** `POST /rest/player/phone/change/confirm/`: the new number with its code. */
export function useConfirmPhoneChange() {
  return useProfileMutation((body: PhoneChangeConfirm) =>
    callEndpoint(PROFILE_ENDPOINTS.confirmPhoneChange, { body }),
  );
}
