/**
 * What `npm start` decides before it starts anything: the scripts' configuration in development
 * mode, the site's URL, key and admin email, whether the local backend runs, and what to say
 * about the env files. Apart from scripts/start.ts so a test can ask it without starting a server.
 *
 * `.env.deploy` (the deploy's inputs) is never read here. An older `.env` that holds the deploy's
 * inputs (the README's layout before `.env.deploy`) does not stop the start or point it at the
 * live project: the local site leaves out what it holds for the live one, runs on the local
 * backend, and says which lines to move (local-backend/env.ts, readLocalEnvFile).
 */
import { setAsideNote, type ReadEnvOptions } from '../local-backend/env.ts';
import {
  readScriptsConfig,
  siteSettings,
  type ScriptsConfig,
  type SiteSettings,
} from './config.ts';

export interface StartSettings {
  config: ScriptsConfig;
  site: SiteSettings;
  /** Printed before the start: what the person should know about their env files. */
  notes: string[];
}

/** Reads and checks `npm start`'s settings; throws a ConfigError naming every bad value. */
export async function readStartSettings(options: ReadEnvOptions = {}): Promise<StartSettings> {
  const config = readScriptsConfig({ ...options, mode: 'development' });
  const site = await siteSettings(config);
  const note = setAsideNote(config.setAside);
  return { config, site, notes: note ? [note] : [] };
}
