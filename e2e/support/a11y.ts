import type { Page } from '@playwright/test';

/**
 * Waits until no finite CSS transition or animation runs on the page: a tab or a dialog fading in is
 * half transparent for a moment, and axe would measure the contrast of that moment. Endless ones (a
 * spinner) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}
