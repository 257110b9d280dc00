import { describe, expect, it } from 'vitest';

import { formatUsd } from '../src/domain/money.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';
import { E2E_CONTACT_EMAIL } from './support/global-setup.ts';
import { mailsTo } from './support/mailbox.ts';
import { createPartThroughApi, originOf } from './support/parts.ts';
import { signInThroughForm } from './support/sign-in.ts';

interface FoundPart {
  id: number;
  sku: string;
  name: string;
  regularPrice: string;
  inStock: boolean;
  stock: number;
}

describe('cart and order requests', () => {
  const session = useBrowser();

  it('fills a cart on a phone, tells of parts sold meanwhile, sends the order request, and the owner confirms and cancels it', async () => {
    const visitor = await session().newPage({ width: 390, height: 844, expectedFailures: [{ status: 409, url: /\/api\/order-requests$/ }] });
    const found: { items: FoundPart[] } = await (await visitor.request.get('/api/catalog/search?q=lens&pageSize=50')).json();
    const first = found.items.find((part) => part.inStock && part.stock >= 3 && part.stock <= 50);
    const second = found.items.find((part) => part.inStock && part.stock >= 1 && part.id !== first?.id);
    expect(first && second, 'two lenses in stock in the demo catalogue').toBeTruthy();

    // As the server sends it, before the app has arrived, the button waits: a tap would only reload the page.
    const plain = await session().newPageWithoutScripts();
    await plain.goto(`/part/${first!.id}`);
    await expectPage(plain.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await plain.context().close();

    await visitor.goto(`/part/${first!.id}`);
    const adding = visitor.getByRole('form', { name: 'Add to cart' });
    await expectPage(adding.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expectPage(adding.getByText(`${first!.stock} in stock`)).toBeVisible();
    await adding.getByLabel('Quantity').fill(String(first!.stock + 1));
    await adding.getByRole('button', { name: 'Add to cart' }).click();
    await expectPage(adding.getByText(`Enter a quantity from 1 to ${first!.stock}`)).toBeVisible();
    await adding.getByLabel('Quantity').fill('3');
    await adding.getByRole('button', { name: 'Add to cart' }).click();
    await expectPage(adding.getByRole('status')).toHaveText(`Added to your cart: 3 × ${first!.name}.`);
    await expectNoAxeViolations(visitor);
    // The second from its card among the search results.
    await visitor.goto(`/search?${new URLSearchParams({ partNumber: second!.sku })}`);
    const card = visitor.getByRole('article', { name: second!.name }).first();
    await card.getByRole('button', { name: `Add to cart: ${second!.name}` }).click();
    await expectPage(card.getByRole('status')).toHaveText('Added: 1 in your cart.');
    const cartLink = (name: RegExp) => visitor.getByRole('banner').getByRole('link', { name });
    await expectPage(cartLink(/^Cart total \$[\d,.]+ 4 parts in the cart$/)).toBeVisible();
    await cartLink(/Cart total/).click();

    await expectPage(visitor.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expectPage(visitor.getByLabel(`Quantity of ${first!.name}`)).toHaveValue('3');
    // Each line shows its part's picture on a phone too, to tell two parts of one name apart at a glance.
    await expectPage(visitor.getByRole('row').filter({ hasText: first!.name }).locator('img')).toBeVisible();
    const form = visitor.getByRole('form', { name: 'Order request' });
    await form.getByRole('button', { name: 'Send order request' }).click();
    await expectPage(form.getByText('Your name is required')).toBeVisible();
    await expectPage(form.getByText('Street address is required')).toBeVisible();
    await expectNoAxeViolations(visitor);
    await form.getByLabel('Your name').fill('Walt Restorer');
    await form.getByLabel('Your e-mail').fill('walt@example.com');
    await form.getByLabel('Street address').fill('12 Chieftain Road');
    await form.getByLabel('Town or city').fill('Pontiac');
    await form.getByLabel('ZIP or postal code').fill('48340');

    // Another buyer takes all but two of the first part while the visitor is typing.
    const other = await visitor.request.post('/api/order-requests', {
      headers: { origin: new URL(visitor.url()).origin },
      data: { name: 'Other Buyer', email: 'other@example.com', address: '1 Main St', city: 'Flint', postalCode: '48501', country: 'United States', lines: [{ partId: first!.id, quantity: first!.stock - 2 }] },
    });
    expect(other.status()).toBe(201);
    await form.getByRole('button', { name: 'Send order request' }).click();
    await expectPage(form.getByRole('alert')).toHaveText('Some parts in your cart are no longer available in the quantity you asked for.');
    await expectPage(visitor.getByText(`Only 2 of ${first!.name} are left: your cart now holds 2.`)).toBeVisible();
    await expectPage(visitor.getByLabel(`Quantity of ${first!.name}`)).toHaveValue('2');
    await expectPage(form.getByLabel('Your name')).toHaveValue('Walt Restorer');
    const total = (Number(first!.regularPrice) * 2 + Number(second!.regularPrice)).toFixed(2);
    await expectPage(visitor.getByRole('row', { name: /Total before shipping/ })).toHaveText(formatUsd(total));

    await form.getByRole('button', { name: 'Send order request' }).click();
    const sent = visitor.getByRole('status').filter({ hasText: /Thank you: your order request #\d+ is sent\./ });
    await expectPage(sent).toHaveText(`3 parts, ${formatUsd(total)} before shipping`);
    const orderId = /#(\d+)/.exec((await sent.textContent()) ?? '')![1];
    await expectPage(cartLink(/^Cart total \$0\.00$/)).toBeVisible();
    await visitor.goto(`/part/${first!.id}`);
    await expectPage(visitor.getByRole('form', { name: 'Add to cart' })).toHaveCount(0);
    // The badge beside the part's price: the parts of "More for this car" below may be out of stock too.
    await expectPage(visitor.locator('h1 ~ div').first().getByText('Out of Stock')).toBeVisible();

    const owner = await session().newPage();
    await signInThroughForm(owner);
    await expectPage(owner.getByRole('list', { name: 'Catalogue totals' }).getByRole('link', { name: /^New Order Requests [1-9]\d*$/ })).toBeVisible();
    await owner.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Order Requests' }).click();
    await owner.getByRole('row').filter({ hasText: 'Walt Restorer' }).getByRole('link', { name: `#${orderId}` }).click();
    await expectPage(owner.getByRole('heading', { level: 1, name: `Order request #${orderId}` })).toBeVisible();
    await expectPage(owner.getByRole('row').filter({ hasText: first!.name })).toHaveText('2');
    // The shop e-mailed the owner and the buyer, and the request's page says so.
    const mails = owner.getByRole('region', { name: 'E-mail', exact: true });
    await expectPage(mails.getByText(`To ${E2E_CONTACT_EMAIL}: Order request #${orderId} from Walt Restorer`, { exact: false })).toBeVisible();
    await expectPage(mails.getByText(`To walt@example.com: Your order request #${orderId} at`, { exact: false })).toBeVisible();
    const confirmation = (await mailsTo('walt@example.com', 1)).find((mail) => mail.subject.startsWith(`Your order request #${orderId} `));
    expect(confirmation?.text).toContain(`We have your order request #${orderId} and have set these parts aside for you:`);
    // The answer the buyer waits for begins in the owner's own mail program, the parts set aside listed.
    const reply = new URL((await owner.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href'))!);
    expect(decodeURIComponent(reply.pathname)).toBe('walt@example.com');
    expect(reply.searchParams.get('subject')).toMatch(new RegExp(`^Your order request #${orderId} at `));
    expect(reply.searchParams.get('body')).toContain(`\r\n2 × ${first!.name} (${first!.sku}), `);
    expect(reply.searchParams.get('body')).toMatch(/\r\nShipping to .+: \r\nHow to pay: \r\n$/);
    await expectNoAxeViolations(owner);
    await owner.getByRole('button', { name: 'Mark confirmed' }).click();
    await expectPage(owner.getByText('Marked confirmed.')).toBeVisible();
    await owner.getByRole('button', { name: 'Cancel request' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Cancel order request' });
    await expectPage(dialog).toHaveText('Its parts go back in stock.');
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    await expectPage(owner.getByText('Marked cancelled.')).toBeVisible();
    await expectPage(owner.getByRole('button', { name: 'Mark confirmed' })).toHaveCount(0);

    await visitor.goto(`/part/${first!.id}`);
    await expectPage(visitor.getByRole('form', { name: 'Add to cart' }).getByText('2 in stock')).toBeVisible();
  });
});

describe('a part that cannot be ordered', () => {
  const session = useBrowser();

  it("takes a visitor's address on a phone, and e-mails it once the owner has the part in stock again", async () => {
    const owner = await session().newPage();
    await signInThroughForm(owner, '/admin/parts');
    const name = 'Stock Alert Test Hood Ornament, 1951 Pontiac Chieftain';
    const id = await createPartThroughApi(owner, { sku: 'E2E-ALERT-0001', name, regularPrice: 145, stock: 2, inStock: false, categories: ['Hood Ornaments'] });

    const visitor = await session().newPage({ width: 390, height: 844, expectedFailures: [{ status: 400, url: new RegExp(`/api/parts/${id}/stock-alerts$`) }] });
    await visitor.goto(`/part/${id}`);
    await expectPage(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    const plain = await session().newPageWithoutScripts();
    await plain.goto(`/part/${id}`);
    await expectPage(plain.getByRole('button', { name: "E-mail me when it's back" })).toBeDisabled();
    await plain.context().close();
    const alert = visitor.getByRole('region', { name: 'Back in stock?' });
    const form = alert.getByRole('form', { name: "E-mail me when it's back" });
    await form.getByRole('button', { name: "E-mail me when it's back" }).click();
    await expectPage(form.getByText('Enter a valid email address')).toBeVisible();
    await form.getByLabel('Your e-mail').fill('walt@');
    await form.getByRole('button', { name: "E-mail me when it's back" }).click();
    await expectPage(form.getByText('Enter a valid email address')).toBeVisible();
    await expectPage(form.getByLabel('Your e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(visitor);
    await form.getByLabel('Your e-mail').fill('walt.alert@example.com');
    await form.getByRole('button', { name: "E-mail me when it's back" }).click();
    await expectPage(alert.getByRole('status')).toHaveText(`We will e-mail walt.alert@example.com once ${name} can be ordered again. Just once: your address then comes off our list.`);
    await expectNoAxeViolations(visitor);

    // The owner finds the parts visitors wait for from the dashboard, and how many wait on the part's page;
    // marked in stock, the e-mail goes out to the visitor.
    await owner.goto('/admin/dashboard');
    await owner.getByRole('list', { name: 'Catalogue totals' }).getByRole('link', { name: /^Wanted Back in Stock [1-9]\d*$/ }).click();
    await owner.waitForURL((url) => url.pathname === '/admin/parts' && url.searchParams.get('stock') === 'wanted');
    await expectPage(owner.getByLabel('Stock', { exact: true })).toHaveValue('wanted');
    // The parts most visitors wait for first: what to restock first.
    await expectPage(owner.getByLabel('Sort by')).toHaveValue('wanted_desc');
    // Its row says how many wait for it.
    const row = owner.getByRole('table', { name: 'Parts' }).getByRole('row').filter({ has: owner.getByRole('link', { name: `Edit ${name}` }) });
    await expectPage(row.getByText('1 visitor waiting').filter({ visible: true })).toBeVisible();
    await expectNoAxeViolations(owner);
    await owner.getByRole('table', { name: 'Parts' }).getByRole('link', { name: `Edit ${name}` }).click();
    await owner.waitForURL((url) => url.pathname === `/admin/parts/${id}/edit`);
    await expectPage(owner.getByText('One visitor asked to be e-mailed when this part is back.', { exact: false })).toBeVisible();
    const marked = await owner.request.post('/api/admin/parts/bulk', { headers: originOf(owner), data: { action: 'in_stock', ids: [id] } });
    expect(marked.status()).toBe(200);
    const [mail] = await mailsTo('walt.alert@example.com');
    expect(mail!.subject).toContain(`Back in stock at `);
    expect(mail!.subject).toContain(name);
    expect(mail!.text).toContain(`/part/${id}`);
    await owner.reload();
    await expectPage(owner.getByRole('heading', { level: 1, name: 'Edit part' })).toBeVisible();
    await expectPage(owner.getByText('One visitor asked', { exact: false })).toHaveCount(0);
    // In stock again, the page offers the cart, not the question.
    await visitor.reload();
    await expectPage(visitor.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expectPage(visitor.getByRole('region', { name: 'Back in stock?' })).toHaveCount(0);
    expect((await owner.request.delete(`/api/admin/parts/${id}`, { headers: originOf(owner) })).status()).toBe(204);
  });
});
