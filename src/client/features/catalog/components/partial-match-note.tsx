/** Says that the results match only some of the typed words, and which words no part holds. */
export function PartialMatchNote({ keyword, missingWords }: { keyword: string; missingWords: string[] }) {
  const quoted = (words: string[]) => words.map((word) => `“${word}”`).join(', ');
  return (
    <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      No part matches every word of “{keyword}”, so the parts that match most of them are shown first.
      {missingWords.length ? <> No part mentions {quoted(missingWords)}: check the spelling, or leave {missingWords.length === 1 ? 'it' : 'them'} out.</> : null}
    </p>
  );
}
