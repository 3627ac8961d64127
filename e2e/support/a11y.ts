import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no finite CSS transition or animation runs on the page: a tab or a dialog fading in is
 * half transparent for a moment, and axe would measure the contrast of that moment. Endless ones (a
 * spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

export interface AxeCheck {
  /** Only the rules of these tags (axe's whole default set otherwise). */
  tags?: string[];
  /** Rules axe leaves off by default, turned on (e.g. `target-size`, WCAG 2.2's touch targets). */
  enable?: string[];
  /**
   * With a modal dialog open, check that dialog alone: what lies under its backdrop is dimmed on
   * purpose and out of reach (`aria-modal`), so axe would measure the contrast of text nobody is
   * meant to read there (it did, whenever the backdrop had finished fading in).
   */
  modalOnly?: boolean;
}

/** The WCAG 2.1 A and AA rules of axe (the back office's checks). */
export const WCAG21: AxeCheck = { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] };

/** No serious or critical axe violation on the page, once it has settled. */
export async function expectNoSeriousViolations(page: Page, check: AxeCheck = {}): Promise<void> {
  await settled(page);
  let builder = new AxeBuilder({ page });
  if (check.tags) builder = builder.withTags(check.tags);
  if (check.enable)
    builder = builder.options({ rules: Object.fromEntries(check.enable.map((r) => [r, { enabled: true }])) });
  const modal = '[role="dialog"][aria-modal="true"]';
  if (check.modalOnly && (await page.locator(modal).count()) > 0) builder = builder.include(modal);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
