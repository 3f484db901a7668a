import type { PublicProfileResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '../../../lib/account/auth-request';

/** `GET /rest/player/public-profile/by-login/{base64login}/`; `my` is the viewer's own. */
export function publicProfileQuery(login: string) {
  return queryOptions({
    queryKey: ['public-profile', login],
    queryFn: () =>
      authRequest<PublicProfileResponse>(
        `/rest/player/public-profile/by-login/${encodeURIComponent(login)}/`,
      ),
    retry: false,
  });
}

export function usePublicProfile(login: string) {
  return useQuery(publicProfileQuery(login));
}
