/**
 * The owner's answer to a message from the Contact page, begun in their own mail program: a mailto: address
 * (RFC 6068) to the visitor, its subject saying what it answers, the message quoted below as mail quotes it.
 */

/** How much of the message is quoted: a longer address than about 2,000 characters some mail programs cut off or refuse. */
export const MAX_QUOTED_CHARS = 1_200;

export interface RepliedMessage {
  email: string;
  name: string;
  partNumber: string;
  message: string;
}

/** The reply's subject: "Re: your message to Silver Streak Restoration Parts about 977-5196". */
export function replySubject(message: RepliedMessage, shopName: string): string {
  return `Re: your message to ${shopName}${message.partNumber ? ` about ${message.partNumber}` : ''}`;
}

/** The mailto: address of a reply; `writtenOn` is when the message came, as the shop writes a moment. */
export function replyMailto(message: RepliedMessage, shopName: string, writtenOn: string): string {
  const text = message.message.replace(/\r\n?/g, '\n').trim();
  const quoted = text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS - 1)}…` : text;
  const body = `\n\nOn ${writtenOn}, ${message.name} wrote:\n${quoted
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')}\n`;
  // The address as written, but for the characters a mailto: address may not hold bare ("?", "#", "%"…).
  const to = encodeURIComponent(message.email).replace(/%40/g, '@');
  // Line breaks as CRLF, as RFC 6068 asks of a body.
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(message, shopName))}&body=${encodeURIComponent(body.replace(/\n/g, '\r\n'))}`;
}
