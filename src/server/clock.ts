/** The time as the server sees it; a parameter so tests can move it (sign-in windows, session lifetimes). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
