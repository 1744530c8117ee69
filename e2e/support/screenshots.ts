// Screenshots for people to look at (e2e/screenshots/, git-ignored): one per screen and project.
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const DIR = path.join(__dirname, '..', 'screenshots');

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: path.join(DIR, `${name}-${testInfo.project.name}.png`), fullPage, animations: 'disabled' });
}
