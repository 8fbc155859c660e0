/**
 * "ISCTE - Instituto Universitário de Lisboa", "MELCC – Ministère de l’Environnement": an
 * organisation's acronym set before its name with a dash is a part of that name as written, not a
 * field of its own. One mechanism for the readers of schools and of employers: each says what an
 * acronym is to it, what may stand between, and which pairs join into what kind of field.
 */
export interface AcronymRule<F extends { kind: string; text: string }> {
  acronym: RegExp;
  /** The text between the acronym and the name, whole ("^\s*[-–]\s*$"). */
  between: RegExp;
  /** The joined field's kind, or null where the two stay apart. */
  joined: (acronym: F, name: F) => F['kind'] | null;
}

export function joinAcronymNames<F extends { kind: string; text: string }>(
  fields: readonly F[],
  line: string,
  rule: AcronymRule<F>,
): F[] {
  const out: F[] = [];
  // Where the last field kept stands in the line: each field is found after the one before it.
  let from = 0;
  for (const f of fields) {
    const prev = out.at(-1);
    const at = prev ? line.indexOf(prev.text, from) : -1;
    const end = at + (prev?.text.length ?? 0);
    const next = at >= 0 ? line.indexOf(f.text, end) : -1;
    const kind =
      prev && next >= 0 && rule.acronym.test(prev.text) && rule.between.test(line.slice(end, next))
        ? rule.joined(prev, f)
        : null;
    if (prev && kind) out[out.length - 1] = { ...f, kind, text: line.slice(at, next + f.text.length) };
    else {
      if (at >= 0) from = end;
      out.push(f);
    }
  }
  return out;
}
