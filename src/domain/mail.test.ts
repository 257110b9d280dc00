import { describe, expect, it } from 'vitest';

import { TEST_ORDER } from './testing-order.ts';
import { BUYER_MAILS_PER_DAY, buyerNotMailed, contactMessageMail, mayMailBuyer, orderRequestMails, restockMail } from './mail.ts';

const shop = { shopName: 'Silver Streak Restoration Parts', contactEmail: 'owner@example.com' };
const order = TEST_ORDER;

describe('the e-mails of an order request', () => {
  it('tells the owner, with a reply to the buyer, and the buyer, with a reply to the shop', () => {
    const [toOwner, toBuyer] = orderRequestMails(order, shop);
    expect(toOwner).toMatchObject({ to: 'owner@example.com', replyTo: 'jane@example.com', subject: 'Order request #42 from Jane Buyer: 3 parts, $258.95' });
    expect(toOwner!.text).toContain('2 × Tail Lamp Lens (SS-TL-1001), $34.50 each\n1 × Chief Hood Ornament (977-5196), $189.95 each\n\nTotal before shipping: $258.95');
    // An empty region leaves no empty place in the address.
    expect(toOwner!.text).toContain('Ship to:\nJane Buyer\n12 Chieftain Road\nPontiac, 48340\nUnited States');
    expect(toOwner!.text).toContain('Phone: +1 555 010 2040');
    expect(toOwner!.text).not.toContain('Note:');
    expect(toBuyer).toMatchObject({ to: 'jane@example.com', replyTo: 'owner@example.com', subject: 'Your order request #42 at Silver Streak Restoration Parts' });
    expect(toBuyer!.text).toContain('Nothing has been charged. We will e-mail you within one working day with the shipping cost and how to pay.');
  });

  it('says "1 part" for one, and keeps a typed line break out of every subject', () => {
    const [toOwner, toBuyer] = orderRequestMails({ ...order, name: 'Jane\r\nBcc: victim@example.com', itemCount: 1, total: '34.50' }, { ...shop, shopName: 'Parts\nShop' });
    expect(toOwner!.subject).toBe('Order request #42 from Jane Bcc: victim@example.com: 1 part, $34.50');
    expect(toBuyer!.subject).toBe('Your order request #42 at Parts Shop');
  });

  it('mails a visitor\'s address a few confirmations a day, then tells only the owner, and says so', () => {
    expect(BUYER_MAILS_PER_DAY).toBe(3);
    expect(mayMailBuyer('jane@example.com', 2, shop)).toBe(true);
    expect(mayMailBuyer('jane@example.com', 3, shop)).toBe(false);
    // The shop's own address, however it is written, is never held back.
    expect(mayMailBuyer('Owner@Example.com', 40, shop)).toBe(true);
    const mails = orderRequestMails(order, shop, false);
    expect(mails.map((mail) => mail.to)).toEqual(['owner@example.com']);
    expect(mails[0]!.text).toContain('The buyer was not e-mailed a confirmation: the shop has already sent 3 to this address in the last 24 hours.');
    expect(orderRequestMails(order, shop)[0]!.text).not.toContain('not e-mailed');
    // The request's page tells it from its e-mails: some went, none of them to the buyer.
    expect(buyerNotMailed(mails, 'jane@example.com')).toBe(true);
    expect(buyerNotMailed(orderRequestMails(order, shop), 'Jane@Example.com')).toBe(false);
    expect(buyerNotMailed([], 'jane@example.com')).toBe(false);
  });
});

describe('the e-mail of a message from the Contact page', () => {
  it('goes to the owner with a reply to the visitor, naming the part number when there is one', () => {
    const mail = contactMessageMail({ name: 'Walt', email: 'walt@example.com', partNumber: '977-5196', message: 'Does it fit?\nThanks.', link: 'https://parts.example.com/admin/messages/7' }, shop);
    expect(mail).toEqual({
      to: 'owner@example.com',
      replyTo: 'walt@example.com',
      subject: 'Message from Walt about 977-5196',
      text: 'Walt (walt@example.com) wrote from the Contact page about part number 977-5196:\n\nDoes it fit?\nThanks.\n\nOpen it in the back office: https://parts.example.com/admin/messages/7\nReply to this e-mail to answer.',
    });
    expect(contactMessageMail({ name: 'Walt', email: 'walt@example.com', partNumber: '', message: 'Hello', link: 'x' }, shop).subject).toBe('Message from Walt');
  });
});

describe('the e-mail of a stock alert', () => {
  const lens = { sku: 'SS-1', name: 'Tail Lamp\nLens', regularPrice: '18.5', link: 'https://parts.example/part/1' };
  const knob = { sku: 'SS-2', name: 'Dash Knob', regularPrice: '4', link: 'https://parts.example/part/2' };

  it('names the one part back in its subject, on one line, with its price and link, and a reply to the shop', () => {
    const mail = restockMail('walt@example.com', [lens], shop);
    expect(mail).toMatchObject({ to: 'walt@example.com', replyTo: shop.contactEmail, subject: `Back in stock at ${shop.shopName}: Tail Lamp Lens` });
    expect(mail.text).toContain('Tail Lamp Lens (SS-1), $18.50\nhttps://parts.example/part/1');
    expect(mail.text).toContain('this part could be ordered again. Now it can:');
  });

  it('tells of several parts in one e-mail', () => {
    const mail = restockMail('walt@example.com', [lens, knob], shop);
    expect(mail.subject).toBe(`Back in stock at ${shop.shopName}: 2 parts you asked about`);
    expect(mail.text).toContain('these parts could be ordered again. Now they can:');
    expect(mail.text).toContain('Dash Knob (SS-2), $4.00');
  });
});
