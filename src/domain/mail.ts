import { formatUsd } from './money.ts';

/** An e-mail the shop sends: plain text, to one address, with the address a reply should go to. */
export interface MailMessage {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** Who the shop is in its e-mails: its name, and the contact address the owner reads (Shop settings). */
export interface ShopSender {
  shopName: string;
  contactEmail: string;
}

/** A typed name or part number on one line: a subject never carries a line break a visitor typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

export interface OrderMailInput {
  id: number;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  note: string;
  lines: readonly { sku: string; name: string; unitPrice: string; quantity: number }[];
  total: string;
  itemCount: number;
  /** The request's page in the back office. */
  link: string;
}

/** An order request's lines and total as the shop's e-mails write them; past `maxLines` lines, the rest counted. */
export function orderLines(order: { lines: readonly { sku: string; name: string; unitPrice: string; quantity: number }[]; total: string }, maxLines = Number.POSITIVE_INFINITY): string[] {
  const listed = order.lines.slice(0, maxLines);
  const more = order.lines.length - listed.length;
  return [
    ...listed.map((line) => `${line.quantity} × ${oneLine(line.name)} (${line.sku}), ${formatUsd(line.unitPrice)} each`),
    ...(more > 0 ? [`and ${plural(more, 'more part')}`] : []),
    '',
    `Total before shipping: ${formatUsd(order.total)}`,
  ];
}

function shippingAddress(order: OrderMailInput): string[] {
  return [order.name, order.address, [order.city, order.region, order.postalCode].filter(Boolean).join(', '), order.country].map(oneLine);
}

/**
 * Order confirmations the shop e-mails to one address a visitor typed, in 24 hours. A restorer sends one
 * or two requests a day; a robot naming someone else's address, from as many places as it likes, cannot
 * fill that inbox in the shop's name. The owner is told of every request, and told when the buyer was
 * not e-mailed. The shop's own contact address is never held back.
 */
export const BUYER_MAILS_PER_DAY = 3;

/**
 * Whether an order request's buyer was held back from its confirmation (BUYER_MAILS_PER_DAY): the shop
 * sent e-mail about it, none of it to the buyer's address.
 */
export function buyerNotMailed(mails: readonly { to: string }[], buyerEmail: string): boolean {
  return mails.length > 0 && !mails.some((mail) => mail.to.toLowerCase() === buyerEmail.toLowerCase());
}

/** Whether the buyer of a new request gets its confirmation, from the shop's e-mails to their address in the last 24 hours. */
export function mayMailBuyer(buyerEmail: string, mailsToBuyerToday: number, shop: ShopSender): boolean {
  return mailsToBuyerToday < BUYER_MAILS_PER_DAY || buyerEmail.toLowerCase() === shop.contactEmail.toLowerCase();
}

/**
 * The e-mails of a new order request: the owner is told of it (a reply goes to the buyer), and the buyer
 * gets what they asked for, with what happens next (a reply goes to the shop), unless `mailBuyer` is
 * false (`mayMailBuyer`): then the owner's e-mail says the buyer was not sent one.
 */
export function orderRequestMails(order: OrderMailInput, shop: ShopSender, mailBuyer = true): MailMessage[] {
  const toOwner: MailMessage = {
    to: shop.contactEmail,
    replyTo: order.email,
    subject: oneLine(`Order request #${order.id} from ${order.name}: ${plural(order.itemCount, 'part')}, ${formatUsd(order.total)}`),
    text: [
      `${oneLine(order.name)} sent order request #${order.id}. Its parts are set aside until you confirm or cancel it.`,
      '',
      ...orderLines(order),
      '',
      'Ship to:',
      ...shippingAddress(order),
      '',
      `E-mail: ${order.email}`,
      ...(order.phone ? [`Phone: ${order.phone}`] : []),
      ...(order.note ? ['', 'Note:', order.note] : []),
      '',
      `Open it in the back office: ${order.link}`,
      'Reply to this e-mail to write to the buyer.',
      ...(mailBuyer ? [] : ['', `The buyer was not e-mailed a confirmation: the shop has already sent ${BUYER_MAILS_PER_DAY} to this address in the last 24 hours.`]),
    ].join('\n'),
  };
  const toBuyer: MailMessage = {
    to: order.email,
    replyTo: shop.contactEmail,
    subject: oneLine(`Your order request #${order.id} at ${shop.shopName}`),
    text: [
      `Thank you, ${oneLine(order.name)}. We have your order request #${order.id} and have set these parts aside for you:`,
      '',
      ...orderLines(order),
      '',
      'To be shipped to:',
      ...shippingAddress(order),
      '',
      'Nothing has been charged. We will e-mail you within one working day with the shipping cost and how to pay.',
      'Reply to this e-mail with any question about your request.',
      '',
      shop.shopName,
    ].join('\n'),
  };
  return mailBuyer ? [toOwner, toBuyer] : [toOwner];
}

export interface ContactMailInput {
  name: string;
  email: string;
  partNumber: string;
  message: string;
  link: string;
}

/** A message from the Contact page, sent on to the owner; a reply goes to the visitor. */
export function contactMessageMail(message: ContactMailInput, shop: ShopSender): MailMessage {
  return {
    to: shop.contactEmail,
    replyTo: message.email,
    subject: oneLine(`Message from ${message.name}${message.partNumber ? ` about ${message.partNumber}` : ''}`),
    text: [
      `${oneLine(message.name)} (${message.email}) wrote from the Contact page${message.partNumber ? ` about part number ${oneLine(message.partNumber)}` : ''}:`,
      '',
      message.message,
      '',
      `Open it in the back office: ${message.link}`,
      'Reply to this e-mail to answer.',
    ].join('\n'),
  };
}

export interface RestockedPart {
  sku: string;
  name: string;
  regularPrice: string;
  /** The part's page in the shop. */
  link: string;
}

/**
 * The e-mail to one address that asked to be told when parts could be ordered again (stock alerts), once
 * some can: one e-mail for all of them, sent once; a reply goes to the shop.
 */
export function restockMail(to: string, parts: readonly RestockedPart[], shop: ShopSender): MailMessage {
  const [first] = parts;
  return {
    to,
    replyTo: shop.contactEmail,
    subject: oneLine(parts.length === 1 && first ? `Back in stock at ${shop.shopName}: ${first.name}` : `Back in stock at ${shop.shopName}: ${plural(parts.length, 'part')} you asked about`),
    text: [
      `You asked ${shop.shopName} to e-mail you when ${parts.length === 1 ? 'this part' : 'these parts'} could be ordered again. Now ${parts.length === 1 ? 'it' : 'they'} can:`,
      '',
      ...parts.flatMap((part) => [`${oneLine(part.name)} (${part.sku}), ${formatUsd(part.regularPrice)}`, part.link, '']),
      'Parts are not set aside until you send an order request: the shelf may empty again.',
      'This is the only e-mail about it: your address is off our list. Reply to this e-mail with any question.',
      '',
      shop.shopName,
    ].join('\n'),
  };
}
