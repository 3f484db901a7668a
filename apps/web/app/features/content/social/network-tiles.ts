import type { SocialNetwork } from '@casino/contracts';

/** The tile colours players recognise each network by. */
export const NETWORK_TILES: Record<SocialNetwork, string> = {
  telegram: 'bg-[#229ed9] text-white',
  instagram: 'bg-[linear-gradient(45deg,#f9ce34,#ee2a7b_50%,#6228d7)] text-white',
  youtube: 'bg-[#ff0033] text-white',
  facebook: 'bg-[#1877f2] text-white',
  tiktok: 'bg-[#111111] text-white ring-1 ring-white/15',
  x: 'bg-[#111111] text-white ring-1 ring-white/15',
};
