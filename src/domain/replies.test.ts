import { describe, expect, it } from 'vitest';

import { TEST_ORDER } from './testing-order.ts';
import { MAX_LISTED_LINES, MAX_QUOTED_CHARS, messageReplyMailto, orderReplyMailto } from './replies.ts';

const read = (address: string) => {
  const url = new URL(address);
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
};

describe('a reply to a message from the Contact page', () => {
  const message = { email: 'walt@example.com', name: 'Walt Restorer', partNumber: '977-5196', message: 'Is this one NOS?\r\n\r\nI need two.' };

  it('goes to the visitor, says what it answers, and quotes the message line by line', () => {
    expect(read(messageReplyMailto(message, 'Silver Streak Restoration Parts', 'Nov 29, 2026, 5:20 AM'))).toEqual({
      to: 'walt@example.com',
      subject: 'Re: your message to Silver Streak Restoration Parts about 977-5196',
      body: '\r\n\r\nOn Nov 29, 2026, 5:20 AM, Walt Restorer wrote:\r\n> Is this one NOS?\r\n>\r\n> I need two.\r\n',
    });
    expect(read(messageReplyMailto({ ...message, partNumber: '' }, 'The Shop', 'today')).subject).toBe('Re: your message to The Shop');
  });

  it('keeps what a visitor typed from becoming more of the address, and a long message from making it too long', () => {
    const tricky = messageReplyMailto({ ...message, email: 'a+b?c#d%e@example.com', name: 'Ed & Co', message: 'a&body=evil' }, 'Shop', 'today');
    expect(read(tricky)).toMatchObject({ to: 'a+b?c#d%e@example.com', body: '\r\n\r\nOn today, Ed & Co wrote:\r\n> a&body=evil\r\n' });
    expect(tricky).not.toMatch(/[?#%]c|&body=evil/);
    const long = read(messageReplyMailto({ ...message, message: 'x'.repeat(5_000) }, 'Shop', 'today')).body!;
    expect(long).toContain(`> ${'x'.repeat(MAX_QUOTED_CHARS - 1)}…`);
    expect(long).not.toContain('x'.repeat(MAX_QUOTED_CHARS));
  });
});

describe('an answer to an order request', () => {
  const order = TEST_ORDER;

  it('lists the parts set aside and their total, and leaves the shipping cost and how to pay to fill in', () => {
    expect(read(orderReplyMailto(order, 'Silver Streak Restoration Parts'))).toEqual({
      to: 'jane@example.com',
      subject: 'Your order request #42 at Silver Streak Restoration Parts',
      body: [
        'Dear Jane Buyer,',
        '',
        'Thank you for your order request #42 at Silver Streak Restoration Parts. We have set these parts aside for you:',
        '',
        '2 × Tail Lamp Lens (SS-TL-1001), $34.50 each',
        '1 × Chief Hood Ornament (977-5196), $189.95 each',
        '',
        'Total before shipping: $258.95',
        'Shipping to Pontiac, United States: ',
        'How to pay: ',
        '',
      ].join('\r\n'),
    });
  });

  it('counts the lines past those it lists', () => {
    const lines = Array.from({ length: MAX_LISTED_LINES + 2 }, (_, i) => ({ sku: `P-${i}`, name: `Part ${i}`, unitPrice: '1.00', quantity: 1 }));
    const body = read(orderReplyMailto({ ...order, lines }, 'Shop')).body!;
    expect(body).toContain(`1 × Part ${MAX_LISTED_LINES - 1} (P-${MAX_LISTED_LINES - 1}), $1.00 each\r\nand 2 more parts\r\n`);
    expect(body).not.toContain(`Part ${MAX_LISTED_LINES} `);
  });
});
