import { orderLines } from './mail.ts';

/**
 * The owner's answers to a visitor, begun in their own mail program from the back office: mailto: addresses
 * (RFC 6068) to the visitor, the subject saying what each answers, the body begun for them.
 */

/** How much of a message is quoted: a longer address than about 2,000 characters some mail programs cut off or refuse. */
export const MAX_QUOTED_CHARS = 1_200;
/** How many of an order request's lines are listed: the rest are counted, for the same reason. */
export const MAX_LISTED_LINES = 15;

/** A mailto: address: what a visitor typed stays in its place (an address's "?", "#" or "%", a body's "&"), line breaks as CRLF. */
export function mailtoUrl(to: string, subject: string, body: string): string {
  const address = encodeURIComponent(to).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\r\n?/g, '\n').replace(/\n/g, '\r\n'))}`;
}

export interface RepliedMessage {
  email: string;
  name: string;
  partNumber: string;
  message: string;
}

/** A reply to a message from the Contact page, the message quoted; `writtenOn` is when it came, as the shop writes a moment. */
export function messageReplyMailto(message: RepliedMessage, shopName: string, writtenOn: string): string {
  const text = message.message.replace(/\r\n?/g, '\n').trim();
  const quoted = text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS - 1)}…` : text;
  const lines = quoted.split('\n').map((line) => (line ? `> ${line}` : '>'));
  const subject = `Re: your message to ${shopName}${message.partNumber ? ` about ${message.partNumber}` : ''}`;
  return mailtoUrl(message.email, subject, `\n\nOn ${writtenOn}, ${message.name} wrote:\n${lines.join('\n')}\n`);
}

export interface RepliedOrder {
  id: number;
  name: string;
  email: string;
  city: string;
  country: string;
  total: string;
  lines: readonly { sku: string; name: string; unitPrice: string; quantity: number }[];
}

/**
 * The answer an order request waits for (the visitor was told to expect the shipping cost and how to pay
 * within a working day): the parts set aside and their total, and the two lines for the owner to fill in.
 */
export function orderReplyMailto(order: RepliedOrder, shopName: string): string {
  const body = [
    `Dear ${order.name},`,
    '',
    `Thank you for your order request #${order.id} at ${shopName}. We have set these parts aside for you:`,
    '',
    ...orderLines(order, MAX_LISTED_LINES),
    `Shipping to ${[order.city, order.country].filter(Boolean).join(', ')}: `,
    'How to pay: ',
    '',
  ].join('\n');
  return mailtoUrl(order.email, `Your order request #${order.id} at ${shopName}`, body);
}
