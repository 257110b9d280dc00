// How the shop writes a count, in one place: the public pages, the back office and the messages alike.

const figures = new Intl.NumberFormat('en-US');

/** A count as the shop writes it, its thousands marked: "1,309", "100,000". */
export const formatCount = (count: number): string => figures.format(count);

/** A count and what it counts, singular for one: "1 part", "1,309 parts", "3 categories". */
export const countOf = (count: number, one: string, many = `${one}s`): string => `${formatCount(count)} ${count === 1 ? one : many}`;
