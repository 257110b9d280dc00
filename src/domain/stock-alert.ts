/**
 * "E-mail me when it's back": a visitor leaves an address on the page of a part that cannot be ordered,
 * and the shop e-mails it once, when the part can be ordered again (the stock alerts of the best shops).
 * Offered only by a shop that sends e-mail. Its words, shared by the part page and the server (no schema
 * library here: the part page carries these alone; the contract is stock-alert.schema.ts).
 */

/** At most this many parts an address waits for at once: a visitor follows a few; a robot naming someone else's address cannot make the shop e-mail it about the whole shelf. */
export const MAX_ALERTS_PER_ADDRESS = 20;

export const STOCK_ALERT_MESSAGES = {
  inStock: 'This part can be ordered now: add it to your cart.',
  noMail: 'This shop does not send e-mail, so it cannot tell you when the part is back. Ask about the part instead.',
  partGone: 'This part no longer exists.',
  tooMany: 'You have asked to be e-mailed about several parts in a short time. Please wait an hour and try again.',
  addressFull: `This address is already waiting for ${MAX_ALERTS_PER_ADDRESS} parts. We will e-mail it as they come back; ask about this one from the Contact page.`,
  failed: 'Your request could not be saved. Please try again.',
} as const;

/** What the visitor is told once the wish is kept (the same whether it was new or already there). */
export const stockAlertSaved = (email: string, partName: string) => `We will e-mail ${email} once ${partName} can be ordered again. Just once: your address then comes off our list.`;
