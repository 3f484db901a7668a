import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyEndpoints } from '../../../lib/endpoint-client';

// The public profile opens in a modal, from the home page's win feed too: its table loads with the first call.
const callProfiles = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/profile').then((table) => table.PROFILE_ENDPOINTS),
);

/** `GET /rest/player/public-profile/by-login/{base64login}/`; `my` is the viewer's own. */
export function publicProfileQuery(login: string) {
  return queryOptions({
    queryKey: ['public-profile', login],
    queryFn: () => callProfiles('publicProfileByLogin', { params: { login } }),
    retry: false,
  });
}

export function usePublicProfile(login: string) {
  return useQuery(publicProfileQuery(login));
}
