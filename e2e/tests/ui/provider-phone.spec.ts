import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInThroughApi } from '../../support/accounts.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * The service provider area on a phone (docs/product.md#service-provider-screens): a case manager
 * reads the clients list and a client, and adds a note; editing the organization still asks for a
 * desktop screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    // What sticks out, named, so that a failure says where to look.
    const wide = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => element.getBoundingClientRect().right > screen + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { content: document.documentElement.scrollWidth, screen, wide };
  });
  expect(widths.content, `page width at 390 px: ${widths.wide.join(', ')}`).toBeLessThanOrEqual(
    widths.screen,
  );
}

/** WCAG 2.5.5: every control of the screen is at least 44 by 44 CSS pixels. */
async function expectTouchTargets(page: Page) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main :is(a, button, input, select, textarea)')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(
        ({ element, box }) => `${element.textContent || element.id} (${box.width}x${box.height})`,
      ),
  );
  expect(small, 'controls under 44 px').toEqual([]);
}

const mobileNotice = (page: Page) => page.getByRole('heading', { name: 'Mobile Coming Soon' });

test('a case manager reads their clients and adds a note on a phone', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await signInThroughApi(page, DEMO.rspMember, DEMO_PASSWORD);
  await page.goto('/rsp/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(mobileNotice(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Maria Lopez' }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Maria Lopez' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible();
  await expect(mobileNotice(page)).toBeHidden();
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText(DEMO.client);
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);
  await expectAccessible(page);

  const notes = page.getByRole('region', { name: 'Notes' });
  const note = `Met at the library about the warehouse job (${randomUUID().slice(0, 6)}).`;
  await notes.getByRole('textbox', { name: 'Add a note' }).fill(note);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note added!')).toBeVisible();
  await expect(notes.getByRole('listitem').filter({ hasText: note })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('editing the organization and its case managers still asks for a desktop', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await signInThroughApi(page, DEMO.rspOwner, DEMO_PASSWORD);
  await page.goto('/rsp/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Organization' }).click();
  await expect(mobileNotice(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Organization Information' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.goto('/rsp/case-managers');
  await expect(mobileNotice(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Case Managers' })).toBeHidden();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to your clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
