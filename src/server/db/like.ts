/** A LIKE pattern that finds `text` anywhere, with the visitor's own `%`, `_` and `\` matching themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
