import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';
import { E2E_CONTACT_EMAIL } from './support/global-setup.ts';
import { signInThroughForm } from './support/sign-in.ts';

describe('contact messages', () => {
  const session = useBrowser();

  it('asks the shop about a part a search did not find, the message begun with what was looked for', async () => {
    const visitor = await session().newPage({ width: 390, height: 844 });
    // A near miss offers it too, beside the words no part mentions.
    await visitor.goto('/search?q=tail%20lamp%20zzyzx');
    const note = visitor.getByText(/No part matches every word of/);
    await expectPage(note).toHaveText('No part mentions “zzyzx”');
    await expectPage(note.getByRole('link', { name: 'Ask us about it' })).toHaveAttribute('href', '/contact?wanted=tail+lamp+zzyzx');
    await visitor.goto('/search?q=McCulloch%20supercharger&year=1955&make=Pontiac');
    await expectPage(visitor.getByText('No parts found matching your criteria')).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.getByRole('link', { name: 'Ask us about it' }).click();
    await visitor.waitForURL(/\/contact\?wanted=/);
    // As the server sends the page, before the app has arrived, the button waits: tapped, it would submit
    // the page itself, with the message in its address, and lose it.
    const plain = await session().newPageWithoutScripts();
    await plain.goto(new URL(visitor.url()).pathname + new URL(visitor.url()).search);
    await expectPage(plain.getByRole('form', { name: 'Send us a message' }).getByLabel('Message')).toHaveValue('I am looking for McCulloch supercharger for a 1955 Pontiac.\n\n');
    await expectPage(plain.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await plain.context().close();
    const form = visitor.getByRole('form', { name: 'Send us a message' });
    await expect.poll(() => form.getByLabel('Message').inputValue()).toBe('I am looking for McCulloch supercharger for a 1955 Pontiac.\n\n');
    await form.getByLabel('Your name').fill('Ed Restorer');
    await form.getByLabel('Your e-mail').fill('ed@example.com');
    await form.getByLabel('Message').fill('I am looking for McCulloch supercharger for a 1955 Pontiac.\n\nFor the 1955 870 sedan.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectPage(visitor.getByRole('status').filter({ hasText: 'Thank you: your message has been sent.' })).toBeVisible();
  });

  it('sends a question about a part from its page, and the owner reads, marks and deletes it in the inbox', async () => {
    const visitor = await session().newPage();
    await visitor.goto('/search?partNumber=977');
    // The part number is read from the result's card: read on the part page, it raced the page's arrival
    // (the search's cards, each with its part number, were still there once). The form must be filled with it.
    const card = visitor.getByRole('article').first();
    const sku = (await card.locator('.font-mono').innerText()).trim();
    await card.getByRole('link', { name: /View Details/ }).click();
    await visitor.getByRole('link', { name: 'Ask about this part' }).click();
    await visitor.waitForURL(/\/contact\?part=/);
    const form = visitor.getByRole('form', { name: 'Send us a message' });
    await expect.poll(() => form.getByLabel('Part number or SKU').inputValue()).toBe(sku);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectPage(form.getByText('Your name is required')).toBeVisible();
    await expectPage(form.getByText('Please write your message')).toBeVisible();
    await expectNoAxeViolations(visitor);
    await form.getByLabel('Your name').fill('Walt <b>Restorer</b>');
    await form.getByLabel('Your e-mail').fill('walt@example.com');
    await form.getByLabel('Message').fill('Is this one NOS?\nI need two.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectPage(visitor.getByRole('status').filter({ hasText: 'Thank you: your message has been sent.' })).toBeVisible();

    const page = await session().newPage();
    await signInThroughForm(page);
    const totals = page.getByRole('list', { name: 'Catalogue totals' });
    await expectPage(totals.getByRole('link', { name: /^Unread Messages [1-9]\d*$/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Walt <b>Restorer</b>' });
    await expectPage(row.getByText('(unread)')).toBeAttached();
    await expectNoAxeViolations(page);
    await row.getByRole('link', { name: /Is this one NOS\?/ }).click();
    await expectPage(page.getByRole('heading', { level: 1, name: 'Message from Walt <b>Restorer</b>' })).toBeVisible();
    await expectPage(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expectPage(page.getByRole('link', { name: 'Open the part page' })).toBeVisible();
    // The answer begins in the owner's own mail program: to the visitor, about the part, the message quoted.
    const reply = new URL((await page.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href'))!);
    expect(reply.protocol).toBe('mailto:');
    expect(decodeURIComponent(reply.pathname)).toBe('walt@example.com');
    expect(reply.searchParams.get('subject')).toMatch(new RegExp(`^Re: your message to .+ about ${sku}$`));
    expect(reply.searchParams.get('body')).toMatch(/^\r\n\r\nOn .+, Walt <b>Restorer<\/b> wrote:\r\n> Is this one NOS\?\r\n> I need two\.\r\n$/);
    // The message went on to the shop's contact address by e-mail, and its page says so.
    await expectPage(page.getByRole('region', { name: 'E-mail', exact: true }).getByText(`To ${E2E_CONTACT_EMAIL}: Message from Walt <b>Restorer</b>`, { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Mark as unread' }).click();
    await expectPage(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete message' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/messages');
    await expectPage(page.getByRole('row').filter({ hasText: 'Walt <b>Restorer</b>' })).toHaveCount(0);
  });
});
