/**
 * One Lighthouse navigation with the defaults that matter here spelled out and checked: the mobile
 * preset (phone screen emulation and user agent) and simulated throttling (slow 4G, 4x CPU). Only
 * its report is kept: everything read from a run is in it.
 */
import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function runLighthouse(url: string, port: number): Promise<Result> {
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json' },
    {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: CATEGORIES,
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
      },
    },
  );
  if (!result) throw new Error('Lighthouse returned no result.');
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const settings = lhr.configSettings;
  if (
    settings.formFactor !== 'mobile' ||
    !settings.screenEmulation.mobile ||
    settings.throttlingMethod !== 'simulate'
  ) {
    throw new Error('Lighthouse did not run with the mobile preset and simulated throttling.');
  }
  return lhr;
}
