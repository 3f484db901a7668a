import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PlatformApi } from '@casino/contracts';
import type { RouterContext, ServerBuild } from 'react-router';

export const WEB_BUILD_DIR = fileURLToPath(new URL('../../../../web/build', import.meta.url));
const SERVER_ENTRY = `${WEB_BUILD_DIR}/server/index.js`;

/** The web app's server build, plus the context key it reads the platform services from. */
export interface WebBuild {
  build: ServerBuild;
  clientDir: string;
  platformContext: RouterContext<PlatformApi>;
}

export function webBuildExists(): boolean {
  return existsSync(SERVER_ENTRY);
}

export async function loadWebBuild(): Promise<WebBuild> {
  if (!webBuildExists()) {
    throw new Error(
      `The web app is not built (${SERVER_ENTRY} is missing): run "npm run build" or "npm start".`,
    );
  }
  const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
  const platformContext = (build.entry.module as { platformContext?: RouterContext<PlatformApi> })
    .platformContext;
  if (!platformContext) throw new Error('The web build does not export platformContext from entry.server');
  return { build, clientDir: `${WEB_BUILD_DIR}/client`, platformContext };
}
