/**
 * A pure function of a text, remembered for the texts it met lately: up to `maxChars` of their
 * text in all, the least recently used going first. One reading asks the same question of the
 * same lines many times (each layout and parsing step asks whether a line is a heading; every
 * index stems the same lines), and a remembered answer costs a lookup.
 */
export function memoText<T>(fn: (text: string) => T, maxChars: number): (text: string) => T {
  const held = new Map<string, T>();
  let heldChars = 0;
  return (text) => {
    let value: T;
    if (held.has(text)) {
      value = held.get(text)!;
      held.delete(text);
    } else {
      value = fn(text);
      heldChars += text.length;
    }
    // A Map keeps insertion order: re-inserting makes this the most recently used.
    held.set(text, value);
    for (const oldest of held.keys()) {
      if (heldChars <= maxChars) break;
      held.delete(oldest);
      heldChars -= oldest.length;
    }
    return value;
  };
}
