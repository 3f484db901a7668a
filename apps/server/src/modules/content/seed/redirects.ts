import type { NewRedirect } from '../content.repository.ts';

export const demoRedirects: NewRedirect[] = [{ fromPath: '/casino/', toPath: '/' }];
