import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the e2e global setup did not run`);
  return value;
}

/** Serious and critical accessibility violations on the current page (WCAG 2.x A and AA). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

export const test = base.extend<{ mailDir: string }>({
  baseURL: async ({}, use) => {
    await use(required('E2E_BASE_URL'));
  },
  mailDir: async ({}, use) => {
    await use(required('E2E_MAIL_DIR'));
  },
});

export { expect };
