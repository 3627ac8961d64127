import { AxeBuilder } from '@axe-core/playwright';
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

/**
 * axe over the page once it has settled, or over the open modal dialog alone: what lies under a
 * modal's backdrop is dimmed on purpose and out of reach (`aria-modal`), so axe would measure the
 * contrast of text nobody is meant to read there (and it did, whenever the backdrop had finished
 * fading in).
 */
export async function axeOf(page: Page): Promise<AxeBuilder> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  const modal = '[role="dialog"][aria-modal="true"]';
  if ((await page.locator(modal).count()) > 0) builder.include(modal);
  return builder;
}
