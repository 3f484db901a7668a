import type { PlatformApi } from '@casino/contracts';
import { createContext } from 'react-router';

/** Where the server hands loaders its services for the current request (see apps/server modules/web). */
export const platformContext = createContext<PlatformApi>();
