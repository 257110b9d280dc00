import { describe, expect, it } from 'vitest';

import { MAX_QUOTED_CHARS, replyMailto } from './contact-reply.ts';

const message = { email: 'walt@example.com', name: 'Walt Restorer', partNumber: '977-5196', message: 'Is this one NOS?\r\n\r\nI need two.' };
const read = (address: string) => {
  const url = new URL(address);
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
};

describe('a reply to a message from the Contact page', () => {
  it('goes to the visitor, says what it answers, and quotes the message line by line', () => {
    expect(read(replyMailto(message, 'Silver Streak Restoration Parts', 'Nov 29, 2026, 5:20 AM'))).toEqual({
      to: 'walt@example.com',
      subject: 'Re: your message to Silver Streak Restoration Parts about 977-5196',
      body: '\r\n\r\nOn Nov 29, 2026, 5:20 AM, Walt Restorer wrote:\r\n> Is this one NOS?\r\n>\r\n> I need two.\r\n',
    });
    expect(read(replyMailto({ ...message, partNumber: '' }, 'The Shop', 'today')).subject).toBe('Re: your message to The Shop');
  });

  it('keeps what a visitor typed from becoming more of the address, and a long message from making it too long', () => {
    const tricky = replyMailto({ ...message, email: 'a+b?c#d%e@example.com', name: 'Ed & Co', message: 'a&body=evil' }, 'Shop', 'today');
    expect(read(tricky)).toMatchObject({ to: 'a+b?c#d%e@example.com', body: '\r\n\r\nOn today, Ed & Co wrote:\r\n> a&body=evil\r\n' });
    expect(tricky).not.toMatch(/[?#%]c|&body=evil/);
    const long = read(replyMailto({ ...message, message: 'x'.repeat(5_000) }, 'Shop', 'today')).body!;
    expect(long).toContain(`> ${'x'.repeat(MAX_QUOTED_CHARS - 1)}…`);
    expect(long).not.toContain('x'.repeat(MAX_QUOTED_CHARS));
  });
});
